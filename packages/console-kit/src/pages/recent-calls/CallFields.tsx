import type { Call } from '../../api/calls.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { FieldList } from '../../ui/FieldList.tsx';
import { panelFailure, useSipMessages } from './useCallData.ts';

const COPYABLE = new Set(['call_sid', 'sip_callid', 'account_sid', 'trace_id']);

/** The Details tab: every field of the call as the server sent it, then its SIP messages. */
export function CallFields({ call }: { call: Call }) {
  const t = useT();
  const format = useFormat();
  const sip = useSipMessages(call, true);
  const failure = panelFailure(sip.error, t, 'calls.noSipMessages', 'calls.sipUnavailable');
  return (
    <div className="ck:grid ck:gap-4 ck:xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <FieldList
        label={t('calls.fields')}
        fields={Object.entries(call)}
        render={(key, value) =>
          COPYABLE.has(key) && typeof value === 'string' ? (
            <span className="ck:inline-flex ck:items-center ck:gap-1">
              <span className="ck:font-mono ck:text-sm">{value}</span>
              <CopyButton text={value} label={key} />
            </span>
          ) : null
        }
      />
      <section aria-label={t('calls.sipMessages')} className="ck:min-w-0">
        <h2 className="ck:mb-2 ck:text-sm ck:font-semibold ck:text-muted">
          {t('calls.sipMessages')}
        </h2>
        {failure ? (
          <p className="ck:text-sm ck:text-muted">{failure}</p>
        ) : sip.data && sip.data.messages.length === 0 ? (
          <p className="ck:text-sm ck:text-muted">{t('calls.noSipMessages')}</p>
        ) : (
          <ol className="ck:flex ck:flex-col ck:gap-1 ck:font-mono ck:text-sm">
            {sip.data?.messages.map((message, index) => (
              <li key={index} className="ck:flex ck:flex-wrap ck:gap-x-2">
                <span className="ck:text-muted">{format.time(message.time)}</span>
                <span className="ck:font-semibold">{message.method ?? message.status}</span>
                <span className="ck:text-muted">
                  {message.from_ip} → {message.to_ip}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
