import type { ReactNode } from 'react';

/** A value as it came from the server: text as it is, anything else as JSON. */
export function rawValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A record's fields as names and raw values (a call's details, an alert's fields); `render` may
 *  give a field its own presentation. */
export function FieldList({
  label,
  fields,
  render,
}: {
  label: string;
  fields: readonly [string, unknown][];
  render?(key: string, value: unknown): ReactNode;
}) {
  return (
    <dl
      aria-label={label}
      className="ck:grid ck:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] ck:gap-x-4 ck:gap-y-1 ck:text-sm"
    >
      {fields.map(([key, value]) => (
        <div key={key} className="ck:contents">
          <dt className="ck:font-mono ck:text-muted">{key}</dt>
          <dd className="ck:min-w-0 ck:break-words ck:text-fg">
            {render?.(key, value) ?? rawValue(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
