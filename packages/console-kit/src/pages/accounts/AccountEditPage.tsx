import { useFeatures } from '../../provider/context.ts';
import { RecordUnavailable } from '../../routes/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useLimits } from '../limits/useLimits.ts';
import { AccountForm } from './AccountForm.tsx';
import { HostedAccountSection } from './HostedAccountSection.tsx';
import { useAccount } from './useAccountData.ts';

export function AccountEditPage({ accountSid }: { accountSid: string }) {
  const account = useAccount(accountSid);
  const limits = useLimits({ kind: 'Accounts', sid: accountSid });
  const hosted = useFeatures().hostedSystem;
  if (account.isPending || limits.isPending) return <Loading />;
  const failed = account.error ?? limits.error;
  if (failed) return <RecordUnavailable error={failed} listPath="/internal/accounts" />;
  return (
    <>
      <AccountForm key={accountSid} account={account.data} limits={limits.data} />
      {hosted && account.data && <HostedAccountSection account={account.data} />}
    </>
  );
}

export default AccountEditPage;
