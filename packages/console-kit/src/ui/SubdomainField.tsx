import { useId } from 'react';
import { useT } from '../provider/context.ts';
import type { MessageKey } from '../messages/catalog.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';
import { inputClassName } from './TextField.tsx';
import { useAutoFocus } from './useAutoFocus.ts';

/** Where a typed subdomain stands: not asked about yet, refused here, or the server's answer. */
export type SubdomainStatus =
  | { kind: 'idle' }
  | { kind: 'problem'; message: MessageKey }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken' }
  | { kind: 'failed'; reason: string };

/** A subdomain and its root domain after it, with the availability said as it changes. */
export function SubdomainField({
  value,
  rootDomain,
  status,
  domain,
  onChange,
  autoFocus,
}: {
  value: string;
  rootDomain: string;
  status: SubdomainStatus;
  /** The full domain the status speaks of. */
  domain: string;
  onChange(text: string): void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const element = useAutoFocus<HTMLInputElement>(autoFocus);
  const error =
    status.kind === 'problem'
      ? t(status.message)
      : status.kind === 'taken'
        ? t('subdomain.taken', { domain })
        : status.kind === 'failed'
          ? t('subdomain.checkFailed', { domain, reason: status.reason })
          : null;
  const hint =
    status.kind === 'checking'
      ? t('subdomain.checking', { domain })
      : status.kind === 'available'
        ? t('subdomain.available', { domain })
        : null;
  return (
    <FieldFrame id={id} label={t('subdomain.label')} required error={error}>
      <div className="ck:flex ck:items-center ck:gap-1">
        <input
          id={id}
          ref={element}
          name="subdomain"
          required
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName}
        />
        <span className="ck:shrink-0 ck:text-base ck:text-muted">.{rootDomain}</span>
      </div>
      {/* Said politely as the check moves on: checking, then available. */}
      <div
        id={hint ? `${id}-hint` : undefined}
        role="status"
        className={
          status.kind === 'available' ? 'ck:text-sm ck:text-success' : 'ck:text-sm ck:text-muted'
        }
      >
        {hint}
      </div>
    </FieldFrame>
  );
}
