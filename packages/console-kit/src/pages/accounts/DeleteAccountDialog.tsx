import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../api/types.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usageLines } from './accountRules.ts';
import { accountUsage } from './useAccountData.ts';

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
    queryFn: () => accountUsage(api, account.account_sid),
    staleTime: 0,
    gcTime: 0,
  });
  const remove = useWrite({
    write: () => api.accounts.remove(account.account_sid),
    success: () => t('accounts.deleted', { name: account.name }),
    invalidates: [queryKeys.accounts],
    quiet: () => true,
    onDone: onDeleted,
  });
  const lines = usage.data ? usageLines(usage.data) : [];
  const blocked = lines.length > 0;
  return (
    <Modal open onClose={remove.isPending ? () => {} : onClose} title={t('accounts.delete')}>
      <div className="ck:flex ck:flex-col ck:gap-4">
        {usage.isPending && (
          <div aria-label={t('accounts.checkingUsage')}>
            <Loading />
          </div>
        )}
        {usage.isError && <Alert tone="error">{usage.error.message}</Alert>}
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        {blocked && (
          <div className="ck:text-base">
            <p>{t('accounts.inUse', { name: account.name })}</p>
            <ul className="ck:mt-2 ck:ml-5 ck:list-disc" data-testid="account-usage">
              {lines.map((line) => (
                <li key={line.key} className="ck:list-item">
                  {t(line.key, { count: line.count })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {usage.isSuccess && !blocked && (
          <p className="ck:text-base">{t('accounts.deleteConfirm', { name: account.name })}</p>
        )}
        <div className="ck:flex ck:justify-end ck:gap-2">
          <Button onClick={onClose} disabled={remove.isPending}>
            {blocked ? t('form.close') : t('form.cancel')}
          </Button>
          {usage.isSuccess && !blocked && (
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(undefined)}
            >
              {t('accounts.delete')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
