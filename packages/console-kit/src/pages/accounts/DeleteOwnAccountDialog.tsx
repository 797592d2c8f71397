import { useMutation } from '@tanstack/react-query';
import { deleteOwnAccountProblems } from '../../lib/deleteAccount.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import { hostedApi } from '../../api/hosted.ts';

/** Hosted: a user deletes their own account by typing the delete message (and, for a user with a
 *  password, the password); then the session ends. */
export function DeleteOwnAccountDialog({
  accountSid,
  localUser,
  onClose,
}: {
  accountSid: string;
  localUser: boolean;
  onClose(): void;
}) {
  const { api, t, endSession, setFlash } = useConsole();
  const remove = useMutation({
    mutationFn: (password: string) =>
      api(hostedApi).deleteOwnAccount(accountSid, localUser ? password : null),
    onSuccess: () => {
      endSession('signedOut');
      setFlash({ kind: 'info', text: t('deleteOwn.deleted') });
    },
  });
  const form = useConsoleForm({
    keptAs: 'deleteOwnAccount',
    initial: () => ({ typed: '', password: '' }),
    validate: (values) => deleteOwnAccountProblems({ ...values, localUser }),
    save: ({ password }) => remove.mutate(password),
  });
  return (
    <Modal open onClose={remove.isPending ? () => {} : onClose} title={t('deleteOwn.title')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        <p className="ck:text-base ck:text-fg">{t('deleteOwn.warning')}</p>
        <TextField
          label={t('deleteOwn.typeLabel')}
          name="delete-message"
          autoComplete="off"
          required
          value={form.values.typed}
          onChange={(event) => form.set('typed', event.target.value)}
          error={form.message('typed')}
        />
        {localUser && (
          <PasswordField
            label={t('deleteOwn.password')}
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(event) => form.set('password', event.target.value)}
            error={form.message('password')}
          />
        )}
        <div className="ck:flex ck:justify-end ck:gap-2">
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {t('deleteOwn.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
