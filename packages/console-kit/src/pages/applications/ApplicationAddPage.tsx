import { useAccounts } from '../../data/useAccounts.ts';
import { Loading } from '../../ui/Loading.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { useLeaveWith } from '../../provider/useLeaveWith.ts';
import { provideMessages } from '../../messages/translate.ts';
import { applicationMessages } from '../../messages/applications.ts';
import { speechMessages } from '../../messages/speech.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(applicationMessages, speechMessages, webhookMessages);

export function ApplicationAddPage() {
  const { accounts, loading } = useAccounts();
  const noAccounts = !loading && accounts.length === 0;
  useLeaveWith(noAccounts ? 'applications.needAccount' : null, '/internal/accounts');
  if (loading || noAccounts) return <Loading />;
  return <ApplicationForm />;
}

export default ApplicationAddPage;
