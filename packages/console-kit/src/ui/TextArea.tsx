import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';
import { inputClassName } from './TextField.tsx';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line input (JSON, long values), wired like TextField. */
export function TextArea({ label, error, hint, required, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, required, hint, error, className }}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        rows={4}
        className={cn(inputClassName, 'ck:h-auto ck:py-1.5 ck:font-mono ck:text-sm')}
        {...textarea}
      />
    </FieldFrame>
  );
}
