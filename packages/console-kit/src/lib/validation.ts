import type { MessageKey } from '../messages/catalog.ts';
import type { Translate } from '../messages/translate.ts';

/** What a form says about one field: a message of the catalog, alone or with the values of its
 *  placeholders. */
export type ValidationMessage =
  MessageKey | { key: MessageKey; values?: Record<string, string | number> };

/** A form's messages by field: a field's name, or a row's field such as `sip.<row>.ipv4`. A form
 *  may also hold a group's messages under one name (a bucket's, the webhook's variables). */
export type ValidationMessages<Field extends string = string> = Partial<
  Record<Field, ValidationMessage>
>;

/** The names of the fields that hold one message (not a group's). */
export type MessageField<Messages> = {
  [Name in keyof Messages]-?: NonNullable<Messages[Name]> extends ValidationMessage ? Name : never;
}[keyof Messages];

/** The catalog key of a message. */
export const messageKey = (message: ValidationMessage): MessageKey =>
  typeof message === 'string' ? message : message.key;

/** The text of a message, or undefined when there is none. */
export function validationText(
  message: ValidationMessage | undefined,
  t: Translate,
): string | undefined {
  if (message === undefined) return undefined;
  return typeof message === 'string' ? t(message) : t(message.key, message.values);
}

/** Whether a form's messages stop its Save: a message, or a group holding one. */
export function hasMessages(messages: object): boolean {
  return Object.values(messages).some(
    (value: unknown) =>
      typeof value === 'string' ||
      (typeof value === 'object' &&
        value !== null &&
        (typeof (value as { key?: unknown }).key === 'string' || hasMessages(value))),
  );
}
