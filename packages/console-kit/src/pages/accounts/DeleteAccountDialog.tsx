import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { DeleteInUseDialog } from '../../ui/DeleteInUseDialog.tsx';
import { usageLines } from './accountRules.ts';
import { accountUsage } from './useAccountData.ts';
import { accountsApi } from '../../api/accounts.ts';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(accountMessages, webhookMessages);

/** Deleting an account: first what still uses it (a list that blocks the delete), else a confirm. */
export function DeleteAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  account: Account;
  onClose(): void;
  onDeleted(): void;
}) {
  const { api, t } = useConsole();
  const usage = useQuery({
    queryKey: ['AccountUsage', account.account_sid],
    queryFn: ({ signal }) => accountUsage(api, signal, account.account_sid),
    staleTime: 0,
    gcTime: 0,
  });
  const remove = useWrite({
    write: () => api(accountsApi).remove(account.account_sid),
    success: () => t('accounts.deleted', { name: account.name }),
    invalidates: [queryKeys.accounts],
    quiet: () => true,
    refused: 'accounts.changeDenied',
    onDone: onDeleted,
  });
  return (
    <DeleteInUseDialog
      title={t('accounts.delete')}
      checkingLabel={t('accounts.checkingUsage')}
      uses={usage.data && usageLines(usage.data).map((line) => t(line.key, { count: line.count }))}
      checkError={usage.error?.message ?? null}
      inUseText={t('accounts.inUse', { name: account.name })}
      confirmText={t('accounts.deleteConfirm', { name: account.name })}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(undefined)}
      onClose={onClose}
    />
  );
}

export default DeleteAccountDialog;
