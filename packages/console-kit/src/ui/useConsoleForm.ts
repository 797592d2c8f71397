import { useState, type FormEvent } from 'react';
import { useKeptState } from '../data/useKeptState.ts';
import { changedFields, sameValue } from '../lib/changes.ts';
import {
  hasMessages,
  validationText,
  type MessageField,
  type ValidationMessage,
  type ValidationMessages,
} from '../lib/validation.ts';
import { useT } from '../provider/context.ts';

export interface ConsoleFormOptions<Values, Messages extends object, Answer> {
  /** The values the form opens with, from the stored record or the defaults of a new one. */
  initial(): Values;
  /** The messages the values earn; none when they may be saved. */
  validate(values: Values): Messages;
  /** Saves values that passed validation. A form that stays open after saving returns the save's
   *  promise: once it is kept, the values saved are what the next Save compares with (its
   *  failure is the write's to report, as useWrite does). */
  save(values: Values): void | Promise<Answer>;
  /** Of a kept save's answer, the fields the server filled in (the sids of new rows): they join
   *  the values shown and what the next Save compares with. */
  filledIn?(answer: Answer): Partial<Values>;
  /** The name under which the values are kept when the session ends mid-edit (several forms on
   *  one page need their own). */
  keptAs?: string;
}

/** The text of a section's messages by field, for sections that get the form's messages. */
export function useValidationText(messages: ValidationMessages) {
  const t = useT();
  return (field: string) => validationText(messages[field], t);
}

/**
 * The state of a console form: its values (kept when the session ends while the user edits, and
 * offered back after signing in again), its validation messages, its submit, and what changed
 * since it opened, so that a Save sends only the fields the user changed.
 */
export function useConsoleForm<
  Values extends object,
  Messages extends object = ValidationMessages,
  Answer = unknown,
>(options: ConsoleFormOptions<Values, Messages, Answer>) {
  const t = useT();
  const [opened] = useState(options.initial);
  const [start, setStart] = useState(opened);
  const [values, setValues] = useKeptState(options.keptAs ?? 'values', () => opened);
  const [errors, setErrors] = useState<Partial<Messages>>({});

  return {
    /** The values the form opened with, or last saved. */
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
    message: (field: MessageField<Messages>) =>
      validationText(errors[field] as ValidationMessage | undefined, t),
    /** Whether the values differ from those the form opened with. */
    changed: !sameValue(start, values),
    /** Of the body the values make, the fields that differ from the body the form opened with. */
    changes: <Body extends object>(toBody: (from: Values) => Body) =>
      changedFields(toBody(start), toBody(values)),
    /** Back to the values the form opened with or last saved, without messages. */
    reset() {
      setValues(start);
      setErrors({});
    },
    submit(event: FormEvent) {
      event.preventDefault();
      const found = options.validate(values);
      setErrors(found);
      if (hasMessages(found)) return;
      const saving = options.save(values);
      if (saving)
        saving.then(
          (answer) => {
            const filledIn = options.filledIn?.(answer);
            setStart({ ...values, ...filledIn });
            if (filledIn) setValues((previous) => ({ ...previous, ...filledIn }));
          },
          () => undefined,
        );
    },
  };
}
