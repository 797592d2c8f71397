import {
  forwardRef,
  useId,
  useImperativeHandle,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cn } from './cn.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';
import { useAutoFocus } from './useAutoFocus.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message under the field when its value is wrong. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Content at the end of the input box, such as a show-password button. */
  trailing?: ReactNode;
  /** Keeps the label for screen readers only (filters in a toolbar). */
  hideLabel?: boolean;
}

export const inputClassName =
  'ck:h-8 ck:w-full ck:rounded ck:border ck:border-border ck:bg-surface ck:px-2.5 ck:text-base ck:text-fg ' +
  // A locked field reads as one in both themes: shaded, dashed, its text muted.
  'ck:placeholder:text-muted ck:disabled:border-dashed ck:disabled:bg-subtle ck:disabled:text-muted ' +
  'ck:aria-invalid:border-danger ' +
  // A file picker's button as the console's buttons.
  'ck:file:mt-1 ck:file:mr-2 ck:file:h-6 ck:file:rounded ck:file:border ck:file:border-border ' +
  'ck:file:bg-subtle ck:file:px-2 ck:file:text-sm ck:file:font-medium ck:file:text-fg';

/** A labelled input with its error and hint wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, hideLabel, required, className, autoFocus, ...input },
  ref,
) {
  const id = useId();
  const element = useAutoFocus<HTMLInputElement>(autoFocus);
  useImperativeHandle(ref, () => element.current as HTMLInputElement, [element]);
  return (
    <FieldFrame {...{ id, label, hideLabel, required, hint, error, className }}>
      <div className="ck:relative ck:flex ck:items-center">
        <input
          ref={element}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(inputClassName, trailing ? 'ck:pr-9' : undefined)}
          {...input}
        />
        {trailing && (
          <div className="ck:absolute ck:right-1 ck:flex ck:items-center">{trailing}</div>
        )}
      </div>
    </FieldFrame>
  );
});
