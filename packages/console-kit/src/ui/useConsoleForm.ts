import { useState, type FormEvent } from 'react';
import { useKeptState } from '../data/useKeptState.ts';
import { changedFields, sameValue } from '../lib/changes.ts';
import { hasMessages, validationText, type ValidationMessages } from '../lib/validation.ts';
import { useT } from '../provider/context.ts';

export interface ConsoleFormOptions<Values, Field extends string> {
  /** The values the form opens with, from the stored record or the defaults of a new one. */
  initial(): Values;
  /** The messages the values earn; none when they may be saved. */
  validate(values: Values): ValidationMessages<Field>;
  /** Saves values that passed validation. */
  save(values: Values): void;
  /** The name under which the values are kept when the session ends mid-edit (several forms on
   *  one page need their own). */
  keptAs?: string;
}

/**
 * The state of a console form: its values (kept when the session ends while the user edits, and
 * offered back after signing in again), its validation messages, its submit, and what changed
 * since it opened, so that a Save sends only the fields the user changed.
 */
export function useConsoleForm<Values extends object, Field extends string = string>(
  options: ConsoleFormOptions<Values, Field>,
) {
  const t = useT();
  const [start] = useState(options.initial);
  const [values, setValues] = useKeptState(options.keptAs ?? 'values', () => start);
  const [errors, setErrors] = useState<ValidationMessages<Field>>({});

  return {
    /** The values the form opened with. */
    initial: start,
    values,
    setValues,
    set<K extends keyof Values>(key: K, value: Values[K]) {
      setValues((previous) => ({ ...previous, [key]: value }));
    },
    errors,
    /** Shows messages the server's answer earned (a name already taken, say). */
    setErrors,
    /** The text of a field's message, for the field's `error`. */
    message: (field: Field) => validationText(errors[field], t),
    /** Whether the values differ from those the form opened with. */
    changed: !sameValue(start, values),
    /** Of the body the values make, the fields that differ from the body the form opened with. */
    changes: <Body extends object>(toBody: (from: Values) => Body) =>
      changedFields(toBody(start), toBody(values)),
    submit(event: FormEvent) {
      event.preventDefault();
      const found = options.validate(values);
      setErrors(found);
      if (!hasMessages(found)) options.save(values);
    },
  };
}

export type ConsoleForm<Values extends object, Field extends string = string> = ReturnType<
  typeof useConsoleForm<Values, Field>
>;
