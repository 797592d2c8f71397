import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { UserForm } from './UserForm.tsx';
import { useUser } from './useUsers.ts';
import { provideMessages } from '../../messages/translate.ts';
import { userMessages } from '../../messages/users.ts';

provideMessages(userMessages);

export function UserEditPage({ userSid }: { userSid: string }) {
  const user = useUser(userSid);
  if (user.isPending) return <Loading />;
  if (user.isError)
    return (
      <RecordUnavailable
        error={user.error}
        listPath="/internal/users"
        onRetry={() => void user.refetch()}
      />
    );
  return <UserForm key={userSid} user={user.data} />;
}

export default UserEditPage;
