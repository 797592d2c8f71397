import { useQuery } from '@tanstack/react-query';
import type { Application } from '../../api/types.ts';
import { useConsole } from '../../provider/context.ts';
import { DeleteInUseDialog } from '../../ui/DeleteInUseDialog.tsx';
import { deleteBlockers } from './applicationRules.ts';
import { useApplicationWrites } from './useApplications.ts';
import { accountsApi } from '../../api/accounts.ts';
import { teamsTenantsApi } from '../../api/numbersAndTenants.ts';

/** Deleting an application: the accounts and Teams tenants that use it block the delete (checked
 *  afresh when the dialog opens); otherwise a confirm. */
export function DeleteApplicationDialog({
  application,
  onClose,
}: {
  application: Application;
  onClose(): void;
}) {
  const { api, t } = useConsole();
  const sid = application.application_sid;
  const uses = useQuery({
    queryKey: ['ApplicationUses', sid],
    queryFn: async ({ signal }) => {
      const [accounts, tenants] = await Promise.all([
        api(accountsApi, signal).list(),
        api(teamsTenantsApi, signal).list(),
      ]);
      return deleteBlockers(sid, accounts, tenants);
    },
    staleTime: 0,
    gcTime: 0,
  });
  const { remove } = useApplicationWrites(sid);
  const name = application.name;
  return (
    <DeleteInUseDialog
      title={t('applications.delete')}
      checkingLabel={t('applications.checkingUses')}
      uses={uses.data?.map((use) => t(use.key, use.values))}
      checkError={uses.error?.message ?? null}
      inUseText={t('applications.inUse', { name })}
      confirmText={t('applications.deleteConfirm', { name })}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(name)}
      onClose={onClose}
    />
  );
}
