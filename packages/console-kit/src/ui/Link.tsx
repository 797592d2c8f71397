import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '../provider/context.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A console path, such as /internal/accounts. */
  to: string;
}

/** A link to a console path through the router adapter; a modified click opens a new tab as usual. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.navigate(to);
  };
  return <a href={router.href(to)} onClick={follow} {...rest} />;
}
