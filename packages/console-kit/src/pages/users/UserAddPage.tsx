import { UserForm } from './UserForm.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { userMessages } from '../../messages/users.ts';

provideMessages(userMessages);

export function UserAddPage() {
  return <UserForm />;
}

export default UserAddPage;
