import type { Call, LogLine } from '../../api/calls.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { panelFailure, useCallLogs } from './useCallData.ts';

/** One log line as text: its time, level and message, then its other fields as JSON. */
export function logLineText(line: LogLine): string {
  const { time, level, msg, ...rest } = line;
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  return `${time} ${String(level ?? '').toUpperCase()} ${msg ?? ''}${extra}`.replace(/\s+$/, '');
}

/** The Logs tab: the call's log lines, oldest first, with a copy of them all. */
export function CallLogs({ call }: { call: Call }) {
  const { t, notifier } = useConsole();
  const logs = useCallLogs(call, true);
  if (logs.isPending) return <Loading />;
  const failure = panelFailure(logs.error, t, 'logs.none', 'logs.unavailable');
  if (logs.isError) return failure && <p className="ck:text-base ck:text-muted">{failure}</p>;
  if (logs.data.length === 0)
    return <p className="ck:text-base ck:text-muted">{t('logs.empty')}</p>;
  const text = logs.data.map(logLineText).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifier.notify('success', t('logs.copied'));
    } catch {
      notifier.notify('error', t('logs.copyFailed'));
    }
  };
  return (
    <div className="ck:flex ck:flex-col ck:gap-2">
      <div>
        <Button size="sm" onClick={copy}>
          {t('logs.copy')}
        </Button>
      </div>
      <pre
        role="region"
        aria-label={t('logs.label')}
        tabIndex={0}
        className="ck:max-h-96 ck:overflow-auto ck:rounded ck:border ck:border-border ck:bg-surface ck:p-3 ck:font-mono ck:text-sm ck:whitespace-pre"
      >
        {text}
      </pre>
    </div>
  );
}
