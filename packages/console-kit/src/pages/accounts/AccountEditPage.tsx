import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useConsole, useSession } from '../../provider/context.ts';
import { PlanSummary } from '../subscription/PlanSummary.tsx';
import { useLimits } from '../limits/useLimits.ts';
import { AccountForm } from './AccountForm.tsx';
import { HostedAccountSection } from './HostedAccountSection.tsx';
import { useAccount } from '../../data/useAccount.ts';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { billingMessages } from '../../messages/billing.ts';
import { hostedMessages } from '../../messages/hosted.ts';
import { settingsMessages } from '../../messages/settings.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(
  accountMessages,
  billingMessages,
  hostedMessages,
  settingsMessages,
  webhookMessages,
);

export function AccountEditPage({ accountSid }: { accountSid: string }) {
  const account = useAccount(accountSid);
  const limits = useLimits({ kind: 'Accounts', sid: accountSid });
  const { features } = useConsole();
  const session = useSession();
  const hosted = features.hostedSystem;
  // The hosted variant's plan is that of the signed-in user's own account.
  const ownHosted = hosted && session?.claims.account_sid === accountSid;
  if (account.isPending || limits.isPending) return <Loading />;
  const failed = account.error ?? limits.error;
  if (failed) return <RecordUnavailable error={failed} listPath="/internal/accounts" />;
  return (
    <>
      <AccountForm key={accountSid} account={account.data} limits={limits.data} />
      {hosted && account.data && <HostedAccountSection account={account.data} />}
      {ownHosted && <PlanSummary accountSid={accountSid} />}
    </>
  );
}

export default AccountEditPage;
