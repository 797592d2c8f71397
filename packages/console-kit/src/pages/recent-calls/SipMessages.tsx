import type { Call } from '../../api/calls.ts';
import { useT } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { panelFailure, useSipMessages } from './useCallData.ts';

/** The SIP messages kept for a call, in the order they were sent. */
export function SipMessages({ call }: { call: Call }) {
  const t = useT();
  const format = useFormat();
  const sip = useSipMessages(call, true);
  const failure = panelFailure(sip.error, t, 'calls.noSipMessages', 'calls.sipUnavailable');
  return (
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
  );
}
