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
      className="ck:mb-3 ck:flex ck:flex-wrap ck:items-end ck:gap-2 ck:rounded-lg ck:border ck:border-border ck:bg-subtle ck:p-2"
    >
      <Select
        label={t('phoneNumbers.bulkApplication')}
        value={applicationSid}
        onChange={(event) => setApplicationSid(event.target.value)}
        options={[
          { value: '', label: t('phoneNumbers.noApplication') },
          ...applications.map((app) => ({ value: app.application_sid, label: app.name })),
        ]}
        className="ck:w-64"
      />
      <Button type="submit" disabled={selected.size === 0} busy={routing.isPending}>
        {t('phoneNumbers.bulkApply')}
      </Button>
      <span role="status" className="ck:self-center ck:text-sm ck:text-muted">
        {routing.isPending
          ? t('phoneNumbers.updatingRouting')
          : t('phoneNumbers.selected', { count: selected.size })}
      </span>
    </form>
  );
}
