import { AccountForm } from './AccountForm.tsx';

export function AccountAddPage() {
  return <AccountForm />;
}

export default AccountAddPage;
