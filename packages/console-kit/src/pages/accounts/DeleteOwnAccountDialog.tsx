import { useMutation } from '@tanstack/react-query';
import { validationText } from '../../lib/validation.ts';
import { useState, type FormEvent } from 'react';
import {
  deleteOwnAccountProblems,
  type DeleteOwnAccountProblems,
} from '../../lib/deleteAccount.ts';
import { useConsole } from '../../provider/context.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { TextField } from '../../ui/TextField.tsx';

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
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<DeleteOwnAccountProblems>({});
  const remove = useMutation({
    mutationFn: () => api.hosted.deleteOwnAccount(accountSid, localUser ? password : null),
    onSuccess: () => {
      endSession('signedOut');
      setFlash({ kind: 'info', text: t('deleteOwn.deleted') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = deleteOwnAccountProblems({ typed, password, localUser });
    setProblems(found);
    if (!found.typed && !found.password) remove.mutate();
  };
  return (
    <Modal open onClose={remove.isPending ? () => {} : onClose} title={t('deleteOwn.title')}>
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        <p className="ck:text-base ck:text-fg">{t('deleteOwn.warning')}</p>
        <TextField
          label={t('deleteOwn.typeLabel')}
          name="delete-message"
          autoComplete="off"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={validationText(problems.typed, t)}
        />
        {localUser && (
          <PasswordField
            label={t('deleteOwn.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={validationText(problems.password, t)}
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
