import { useState } from 'react';
import type { Call } from '../../../api/calls.ts';
import { useT } from '../../../provider/context.ts';
import { useFormat } from '../../../provider/useFormat.ts';
import { FieldList } from '../../../ui/FieldList.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { panelFailure, useTrace } from '../useCallData.ts';
import { traceRows, type SpanRow } from './spanTree.ts';
import { Waterfall } from './Waterfall.tsx';

/** The Tracing tab: the call's spans as a waterfall, and the attributes of the selected span. */
export function TracePanel({ call }: { call: Call }) {
  const t = useT();
  const format = useFormat();
  const trace = useTrace(call, true);
  const rows = trace.data ? traceRows(trace.data) : [];
  const [selected, setSelected] = useState<number | null>(null);
  if (trace.isPending) return <Loading />;
  if (trace.isError) {
    const failure = panelFailure(trace.error, t, 'trace.missing', 'trace.unavailable');
    return failure && <p className="ck:text-base ck:text-muted">{failure}</p>;
  }
  if (rows.length === 0) return <p className="ck:text-base ck:text-muted">{t('trace.empty')}</p>;
  const chosen = selected === null ? undefined : rows[selected];
  return (
    <div className="ck:flex ck:flex-col ck:gap-3" data-testid="trace">
      <p className="ck:text-sm ck:text-muted">
        {t('trace.summary', { count: rows.length, duration: format.duration(trace.data.duration) })}
      </p>
      <Waterfall
        rows={rows}
        duration={trace.data.duration}
        selected={selected}
        onSelect={setSelected}
      />
      {chosen ? (
        <SpanAttributes row={chosen} />
      ) : (
        <p className="ck:text-sm ck:text-muted">{t('trace.selectSpan')}</p>
      )}
    </div>
  );
}

function SpanAttributes({ row }: { row: SpanRow }) {
  const t = useT();
  const format = useFormat();
  const { span } = row;
  const attributes = Object.entries(span.attributes);
  return (
    <section
      aria-label={t('trace.attributes', { name: span.name })}
      className="ck:rounded ck:border ck:border-border ck:bg-surface ck:p-3"
    >
      <h2 className="ck:text-base ck:font-semibold ck:break-words ck:text-fg">{span.name}</h2>
      <p className="ck:mb-2 ck:text-sm ck:text-muted">
        {t('trace.timing', {
          start: format.duration(span.start),
          duration: format.duration(span.end - span.start),
        })}
        {row.orphan && ` ${t('trace.orphan')}`}
      </p>
      {attributes.length > 0 ? (
        <FieldList label={t('trace.attributes', { name: span.name })} fields={attributes} />
      ) : (
        <p className="ck:text-sm ck:text-muted">{t('trace.noAttributes')}</p>
      )}
    </section>
  );
}
