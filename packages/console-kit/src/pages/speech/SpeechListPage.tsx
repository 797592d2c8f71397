import { useState } from 'react';
import type { SpeechCredential } from '../../api/speech.ts';
import { lastUsedText } from '../../lib/lastUsed.ts';
import { speechVendorTitle } from '../../lib/speechVendors.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyMark } from '../../ui/ReadOnlyMark.tsx';
import { Select } from '../../ui/Select.tsx';
import { credentialName, storedTestStatus, type StoredStatus } from './speechStatus.ts';
import { SpeechRowTest } from './SpeechRowTest.tsx';
import { SPEECH_LIST, speechEditPath, useSpeechList } from './useSpeech.ts';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { settingsMessages } from '../../messages/settings.ts';
import { speechMessages } from '../../messages/speech.ts';
import { lazyPart, usePreloadWhenIdle } from '../../ui/lazyPart.ts';

provideMessages(settingsMessages, speechMessages);

// Shown only when the user deletes: not in the page's first load.
const DeleteSpeechDialog = lazyPart('DeleteSpeechDialog', () => import('./DeleteSpeechDialog.tsx'));

const STATUS = {
  ok: { key: 'speech.statusOk', className: 'ck:text-success' },
  fail: { key: 'speech.statusFail', className: 'ck:text-danger' },
  untested: { key: 'speech.statusUntested', className: 'ck:text-muted' },
} as const satisfies Record<StoredStatus, unknown>;

/** Speech services: the credentials the user may see, with their last test as stored (spec part
 *  2, section 2). An account user sees its provider's too, marked read-only: it cannot open or
 *  delete them (a real server refuses it the credential itself), but may test them. */
export function SpeechListPage() {
  const { t } = useConsole();
  const { permissions } = useRequiredSession();
  const list = useSpeechList();
  usePreloadWhenIdle(DeleteSpeechDialog, !list.pending);
  const [deleting, setDeleting] = useState<SpeechCredential | null>(null);
  const [now] = useState(() => new Date());
  const reachable = (credential: SpeechCredential) =>
    permissions.can('view', 'SpeechCredentials', credential);

  const columns: Column<SpeechCredential>[] = [
    {
      id: 'vendor',
      header: t('speech.columnVendor'),
      className: 'ck:w-40',
      value: (credential) => speechVendorTitle(credential.vendor),
      link: (credential) =>
        reachable(credential) ? speechEditPath(credential.speech_credential_sid) : undefined,
    },
    {
      id: 'label',
      header: t('speech.columnLabel'),
      value: (credential) => credential.label,
    },
    {
      id: 'usedBy',
      header: t('speech.columnUsedBy'),
      value: (credential) =>
        credential.account_sid
          ? (list.accountName(credential.account_sid) ?? '')
          : t('speech.allAccounts'),
    },
    {
      id: 'status',
      header: t('speech.columnStatus'),
      className: 'ck:w-60',
      cell: (credential) => {
        const uses = storedTestStatus(credential);
        if (uses.length === 0)
          return <span className="ck:text-muted">{t('speech.notTested')}</span>;
        return (
          <span className="ck:flex ck:gap-3">
            {uses.map(({ use, status }) => (
              <span key={use} className={cn('ck:font-medium', STATUS[status].className)}>
                {t(STATUS[status].key, { use: t(use === 'tts' ? 'speech.tts' : 'speech.stt') })}
              </span>
            ))}
          </span>
        );
      },
    },
    {
      id: 'lastUsed',
      header: t('speech.columnLastUsed'),
      className: 'ck:w-32',
      // Sorted by the time, shown as words ('3 days ago').
      value: (credential) => credential.last_used,
      cell: (credential) => {
        const used = lastUsedText(credential.last_used, now);
        return t(used.key, used.params);
      },
    },
    {
      id: 'actions',
      header: <span className="ck:sr-only">{t('speech.actions')}</span>,
      className: 'ck:w-40 ck:text-right',
      cell: (credential) =>
        reachable(credential) ? (
          <span className="ck:flex ck:justify-end ck:gap-1">
            <ButtonLink
              size="sm"
              variant="ghost"
              to={speechEditPath(credential.speech_credential_sid)}
              aria-label={t('speech.edit', { name: credentialName(credential) })}
            >
              {t('speech.editShort')}
            </ButtonLink>
            {permissions.canWrite && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(credential)}
                aria-label={t('speech.deleteNamed', { name: credentialName(credential) })}
              >
                {t('speech.deleteShort')}
              </Button>
            )}
          </span>
        ) : (
          permissions.notOwned('SpeechCredentials', credential) && (
            <span className="ck:flex ck:items-center ck:justify-end ck:gap-1">
              <SpeechRowTest credential={credential} />
              <ReadOnlyMark name={credentialName(credential)} />
            </span>
          )
        ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('speech.title')}
        actions={
          permissions.canWrite && (
            <ButtonLink to={`${SPEECH_LIST}/add`} variant="primary">
              {t('speech.add')}
            </ButtonLink>
          )
        }
      />
      {!list.accountFixed && (
        <div className="ck:mb-3 ck:flex ck:flex-wrap ck:items-end ck:gap-2">
          <Select
            label={t('speech.listOwner')}
            value={list.accountSid}
            onChange={(event) => list.chooseAccount(event.target.value)}
            placeholder={t('speech.providerOwn')}
            options={list.accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
            className="ck:w-80"
          />
        </div>
      )}
      <ListTable
        label={t('speech.title')}
        columns={columns}
        rows={list.credentials}
        list={list.controls}
        defaultSort="vendor"
        rowKey={(credential) => credential.speech_credential_sid}
        loading={list.pending}
        empty={t('speech.empty')}
        failure={failureOf(list)}
      />
      {deleting && <DeleteSpeechDialog credential={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

export default SpeechListPage;
