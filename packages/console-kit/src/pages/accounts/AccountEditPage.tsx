import type { Account } from '../../api/types.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useConsole, useSession } from '../../provider/context.ts';
import { useLimits } from '../limits/useLimits.ts';
import { AccountForm } from './AccountForm.tsx';
import { useAccount } from '../../data/useAccount.ts';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { settingsMessages } from '../../messages/settings.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

import { lazyComponent } from '../../ui/lazyComponent.ts';

provideMessages(accountMessages, settingsMessages, webhookMessages);

// The hosted variant's parts (with the billing code and its state machine) load only there.
const HostedAccountSection = lazyComponent<{ account: Account }>('HostedAccountSection', () =>
  import('./HostedAccountSection.tsx').then((module) => ({ default: module.HostedAccountSection })),
);
const PlanSummary = lazyComponent<{ accountSid: string }>('PlanSummary', () =>
  import('../subscription/PlanSummary.tsx').then((module) => ({ default: module.PlanSummary })),
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
