import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKey, Owner } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { maskToken } from '../../lib/format.ts';
import { lastUsedText } from '../../lib/lastUsed.ts';
import { useConsole, useSession } from '../../provider/context.ts';
import { useFormat } from '../../provider/useFormat.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { failureOf } from '../../ui/LoadFailed.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { apiKeysApi } from '../../api/owned.ts';

/** When a key was made, for the order (a key without a date last). */
const madeAt = (key: ApiKey) =>
  key.created_at ? Date.parse(key.created_at) : Number.POSITIVE_INFINITY;

/** The keys oldest first, as they were made (a real server lists them by sid): a new key comes
 *  last. Sorted once per answer. */
const byAge = (keys: ApiKey[]) => [...keys].sort((a, b) => madeAt(a) - madeAt(b) || 0);

/** The API keys of a service provider or an account: masked tokens, copy, last use, add, delete. */
export function ApiKeysTable({ owner }: { owner: Owner }) {
  const { api, t } = useConsole();
  const format = useFormat();
  const session = useSession();
  const keys = useQuery({
    queryKey: queryKeys.apiKeys(owner),
    queryFn: ({ signal }) => api(apiKeysApi, signal).list(owner),
    select: byAge,
  });
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const canWrite = session?.permissions.canWrite ?? false;
  const create = useWrite({
    write: () => api(apiKeysApi).create(owner),
    success: () => t('apiKeys.created'),
    invalidates: [queryKeys.apiKeys(owner)],
  });
  const remove = useWrite({
    write: (key: ApiKey) => api(apiKeysApi).remove(key.api_key_sid),
    success: () => t('apiKeys.deleted'),
    invalidates: [queryKeys.apiKeys(owner)],
    quiet: () => true,
    onDone: () => setDeleting(null),
  });
  const now = new Date();
  const columns: Column<ApiKey>[] = [
    {
      id: 'token',
      header: t('apiKeys.token'),
      // Room for a whole masked token and its Copy button; a narrower table (a phone's card)
      // cuts the token, never the button.
      className: 'ck:w-96',
      cell: (key) => (
        <span className="ck:flex ck:min-w-0 ck:items-center ck:gap-1">
          <code
            className="ck:min-w-0 ck:truncate ck:font-mono ck:text-sm"
            title={maskToken(key.token)}
          >
            {maskToken(key.token)}
          </code>
          {/* The whole token is a secret: only a user who may manage keys can copy it. */}
          {canWrite && <CopyButton text={key.token} label={t('apiKeys.copy')} />}
        </span>
      ),
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.lastUsed'),
      cell: (key) => {
        const used = lastUsedText(key.last_used, now);
        return t(used.key, used.params);
      },
    },
    {
      id: 'created',
      header: t('apiKeys.createdAt'),
      cell: (key) => (key.created_at ? format.date(key.created_at) : ''),
    },
    {
      id: 'actions',
      header: <span className="ck:sr-only">{t('apiKeys.actions')}</span>,
      // Room for its whole 'Delete API key' button.
      className: 'ck:w-36 ck:text-right',
      cell: (key) =>
        canWrite && (
          <Button size="sm" variant="ghost" onClick={() => setDeleting(key)}>
            {t('apiKeys.delete')}
          </Button>
        ),
    },
  ];
  return (
    <section aria-labelledby="ck-api-keys" className="ck:mt-6">
      <div className="ck:mb-2 ck:flex ck:items-center ck:justify-between">
        <h2 id="ck-api-keys" className="ck:text-lg ck:font-semibold">
          {t('apiKeys.title')}
        </h2>
        {canWrite && (
          <Button
            size="sm"
            variant="primary"
            busy={create.isPending}
            onClick={() => create.mutate(undefined)}
          >
            {t('apiKeys.add')}
          </Button>
        )}
      </div>
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        rows={keys.data}
        rowKey={(key) => key.api_key_sid}
        loading={keys.isPending}
        empty={t('apiKeys.empty')}
        failure={failureOf(keys)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('apiKeys.delete')}
        confirmLabel={t('apiKeys.delete')}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        {t('apiKeys.deleteConfirm', { token: deleting ? maskToken(deleting.token) : '' })}
      </ConfirmDialog>
    </section>
  );
}
