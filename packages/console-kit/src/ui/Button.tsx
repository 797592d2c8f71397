import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { Link, type LinkProps } from './Link.tsx';
import { Spinner } from './Spinner.tsx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'ck:bg-primary ck:text-on-primary ck:hover:bg-primary-hover ck:border-primary',
  secondary: 'ck:bg-surface ck:text-fg ck:border-border ck:hover:bg-subtle',
  danger: 'ck:bg-danger ck:text-on-primary ck:border-danger ck:hover:opacity-90',
  ghost: 'ck:bg-transparent ck:text-fg ck:border-transparent ck:hover:bg-subtle',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and disables the button while work is under way. */
  busy?: boolean;
  size?: 'md' | 'sm';
}

/** The classes of a button, for the elements that look like one. */
export function buttonClass(
  variant: Variant = 'secondary',
  size: 'md' | 'sm' = 'md',
  className?: string,
) {
  return cn(
    'ck:inline-flex ck:items-center ck:justify-center ck:gap-2 ck:rounded ck:border ck:font-medium ck:whitespace-nowrap',
    'ck:transition-colors ck:disabled:opacity-60',
    size === 'md' ? 'ck:h-8 ck:px-3 ck:text-base' : 'ck:h-7 ck:px-2 ck:text-sm',
    VARIANTS[variant],
    className,
  );
}

// forwardRef, not a `ref` prop: React 18 drops a `ref` passed as a plain prop.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    busy = false,
    size = 'md',
    className,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {busy && <Spinner size={14} />}
      {children}
    </button>
  );
});

/** A link that looks like a button: the primary action of a list, such as 'Add user'. */
export function ButtonLink({
  variant = 'secondary',
  size = 'md',
  className,
  ...link
}: LinkProps & { variant?: Variant; size?: 'md' | 'sm' }) {
  return <Link className={buttonClass(variant, size, className)} {...link} />;
}
