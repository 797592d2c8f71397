import { useState, type FormEvent } from 'react';
import type { Application } from '../../api/types.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { useBulkRouting } from './usePhoneNumbers.ts';

/** Routes every selected number to one application of the chosen account (or to none). */
export function BulkRoutingBar({
  accountSid,
  applications,
  selected,
  onDone,
}: {
  accountSid: string;
  applications: readonly Application[];
  selected: ReadonlySet<string>;
  onDone(): void;
}) {
  const { t } = useConsole();
  const [applicationSid, setApplicationSid] = useState('');
  const routing = useBulkRouting(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    routing.mutate({
      sids: [...selected],
      routing: { account_sid: accountSid, application_sid: applicationSid || null },
    });
  };
  return (
    <form
      onSubmit={submit}
      // One control high, in the row of filters; on a phone no wider than the screen.
      className="ck:flex ck:min-w-0 ck:flex-wrap ck:items-center ck:gap-2"
    >
      <Select
        label={t('phoneNumbers.bulkApplication')}
        labelBeside
        value={applicationSid}
        onChange={(event) => setApplicationSid(event.target.value)}
        options={[
          { value: '', label: t('phoneNumbers.noApplication') },
          ...applications.map((app) => ({ value: app.application_sid, label: app.name })),
        ]}
        className="ck:w-[28rem] ck:max-w-full"
      />
      <Button type="submit" disabled={selected.size === 0} busy={routing.isPending}>
        {t('phoneNumbers.bulkApply')}
      </Button>
      <span role="status" className="ck:text-sm ck:text-muted">
        {routing.isPending
          ? t('phoneNumbers.updatingRouting')
          : t('phoneNumbers.selected', { count: selected.size })}
      </span>
    </form>
  );
}
