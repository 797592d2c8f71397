import { AccountForm } from './AccountForm.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { accountMessages } from '../../messages/accounts.ts';
import { settingsMessages } from '../../messages/settings.ts';
import { webhookMessages } from '../../messages/webhooks.ts';

provideMessages(accountMessages, settingsMessages, webhookMessages);

export function AccountAddPage() {
  return <AccountForm />;
}

export default AccountAddPage;
