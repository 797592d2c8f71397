import { useId, useState, type ReactNode } from 'react';
import type { MessageKey } from '../messages/catalog.ts';
import { useT } from '../provider/context.ts';
import { Button } from './Button.tsx';
import { valueMessages } from '../messages/values.ts';
import { provideMessages, type Translate } from '../messages/translate.ts';

provideMessages(valueMessages);

/** One field of a record as a person reads it: its label and its value, formatted or named. */
export interface RecordField {
  key: string;
  label: string;
  value: ReactNode;
}

/** The fields a kind of record shows, in reading order: each key with its label and how its
 *  value shows, given what the page knows (`View`: names, formats). */
export type FieldTable<Key extends string, View> = readonly (readonly [
  Key,
  MessageKey,
  (view: View) => ReactNode,
])[];

/** A record's labelled fields from its table: those it holds (an empty one is left to its raw
 *  JSON, as are those `keep` turns down). */
export function labelledFields<Key extends string, View>(
  table: FieldTable<Key, View>,
  record: Partial<Record<Key, unknown>>,
  view: View,
  t: Translate,
  keep: (key: Key) => boolean = () => true,
): RecordField[] {
  return table
    .filter(([key]) => {
      const value = record[key];
      return value !== null && value !== undefined && value !== '' && keep(key);
    })
    .map(([key, label, show]) => ({ key, label: t(label), value: show(view) }));
}

/** A record's fields by their labels (a call's details, an alert's), then 'Raw JSON': the record
 *  as the server sent it, where every field shows, those without a label too. */
export function RecordFields({
  label,
  fields,
  record,
}: {
  label: string;
  fields: readonly RecordField[];
  record: object;
}) {
  const t = useT();
  const rawId = useId();
  const [raw, setRaw] = useState(false);
  return (
    <div className="ck:flex ck:min-w-0 ck:flex-col ck:items-start ck:gap-3">
      <dl
        aria-label={label}
        className="ck:grid ck:w-full ck:grid-cols-[minmax(7rem,max-content)_minmax(0,1fr)] ck:items-baseline ck:gap-x-4 ck:gap-y-1 ck:text-sm"
      >
        {fields.map((field) => (
          <div key={field.key} className="ck:contents">
            <dt className="ck:text-muted">{field.label}</dt>
            <dd className="ck:min-w-0 ck:break-words ck:text-fg">{field.value}</dd>
          </div>
        ))}
      </dl>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={raw}
        aria-controls={rawId}
        onClick={() => setRaw(!raw)}
      >
        {t('fields.raw')}
      </Button>
      {raw && (
        // Focusable: a long line scrolls sideways, by keyboard too.
        <pre
          id={rawId}
          tabIndex={0}
          aria-label={t('fields.raw')}
          className="ck:w-full ck:overflow-x-auto ck:rounded ck:bg-subtle ck:p-3 ck:font-mono ck:text-xs ck:text-fg"
        >
          {JSON.stringify(record, null, 2)}
        </pre>
      )}
    </div>
  );
}
