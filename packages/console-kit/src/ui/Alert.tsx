import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  error: 'ck:bg-danger-subtle ck:text-danger ck:border-danger',
  info: 'ck:bg-subtle ck:text-fg ck:border-border',
  success: 'ck:bg-success-subtle ck:text-success ck:border-success',
  warning: 'ck:bg-warning-subtle ck:text-warning ck:border-warning',
};

/** A message in the flow of a page. Errors are announced at once; others politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('ck:rounded ck:border ck:px-3 ck:py-2 ck:text-base', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
