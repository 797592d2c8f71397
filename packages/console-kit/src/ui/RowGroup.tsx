import { useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../provider/context.ts';
import { Button } from './Button.tsx';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** One row of an editable list (a gateway, a custom voice): its fields in a titled group, a
 *  row-level error, and Remove. */
export function RowGroup({
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
            {t('form.remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** Removing a row keeps the focus in the list: an unsaved row goes at once and the focus moves to
 *  the list's Add button (a saved row's delete asks first, in a dialog). */
export function useRowRemoval<T extends { sid?: string }>(onRemove: (row: T) => void) {
  const addButton = useRef<HTMLButtonElement | null>(null);
  const remove = (row: T) => {
    onRemove(row);
    if (!row.sid) addButton.current?.focus();
  };
  return { addButton, remove };
}

/** An editable list's Add button; none on a read-only form. */
export function AddRowButton({
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
