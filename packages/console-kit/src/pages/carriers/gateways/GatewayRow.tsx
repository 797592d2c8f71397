import { useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../../../provider/context.ts';
import { Button } from '../../../ui/Button.tsx';
import type { Problems } from './gatewayRules.ts';

/** The text of a problem of the form, or undefined when the field has none. */
export function useProblemText(problems: Problems) {
  const t = useT();
  return (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };
}

/** One gateway of a list: its fields in a titled group, a row-level error, and Remove. */
export function GatewayRow({
  title,
  removeLabel,
  readOnly,
  onRemove,
  error,
  children,
}: {
  title: string;
  removeLabel: string;
  readOnly: boolean;
  onRemove(): void;
  error?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="ck:flex ck:flex-col ck:gap-3 ck:rounded ck:border ck:border-border ck:p-3">
      <legend className="ck:px-1 ck:text-sm ck:font-semibold ck:text-muted">{title}</legend>
      {children}
      {error && <p className="ck:text-sm ck:text-danger">{error}</p>}
      {!readOnly && (
        <div>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={removeLabel}>
            {t('carriers.remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** Removing a row keeps the focus in the list: an unsaved row goes at once and the focus moves to
 *  the list's Add button (a saved row's delete asks first, in a dialog). */
export function useGatewayRemoval<T extends { sid?: string }>(onRemove: (gateway: T) => void) {
  const addButton = useRef<HTMLButtonElement | null>(null);
  const remove = (gateway: T) => {
    onRemove(gateway);
    if (!gateway.sid) addButton.current?.focus();
  };
  return { addButton, remove };
}

/** A gateway list's Add button; none on a read-only form. */
export function AddGatewayButton({
  label,
  readOnly,
  buttonRef,
  onAdd,
}: {
  label: string;
  readOnly: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onAdd(): void;
}) {
  if (readOnly) return null;
  return (
    <div>
      <Button ref={buttonRef} size="sm" onClick={onAdd}>
        {label}
      </Button>
    </div>
  );
}
