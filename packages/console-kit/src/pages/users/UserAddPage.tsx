import { UserForm } from './UserForm.tsx';

export function UserAddPage() {
  return <UserForm />;
}

export default UserAddPage;
