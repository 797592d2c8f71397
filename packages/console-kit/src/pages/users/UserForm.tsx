import { useRef, useState } from 'react';
import type { Scope, User, UserInput } from '../../api/types.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { usePasswordPolicy } from '../../data/usePasswordPolicy.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { hasChanges } from '../../lib/changes.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormSection, FORM_WIDTH } from '../../ui/FormSection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useConsoleForm } from '../../ui/useConsoleForm.ts';
import {
  assignableScopes,
  userScope,
  userUpdate,
  validateUser,
  type UserFormValues,
} from './userRules.ts';
import { useUserWrites } from './useUsers.ts';

function initialValues(
  user: User | undefined,
  ownScope: Scope,
  ownAccount: string | null,
): UserFormValues {
  if (!user) {
    return {
      name: '',
      email: '',
      password: '',
      forceChange: true,
      isActive: true,
      isViewOnly: false,
      scope: ownScope,
      accountSid: ownAccount ?? '',
    };
  }
  return {
    name: user.name,
    email: user.email ?? '',
    password: '',
    forceChange: Boolean(Number(user.force_change ?? 0)),
    isActive: Boolean(Number(user.is_active ?? 1)),
    isViewOnly: Boolean(Number(user.is_view_only ?? 0)),
    scope: userScope(user),
    accountSid: user.account_sid ?? '',
  };
}

/** Add and edit a user: one form (spec part 1, sections 2, 3 and 5). */
export function UserForm({ user }: { user?: User }) {
  const { t, router, leaveGuard } = useConsole();
  const session = useRequiredSession();
  const { claims, permissions } = session;
  const { current } = useServiceProviderScope();
  const { accounts } = useAccounts();
  const { policy } = usePasswordPolicy();
  const writes = useUserWrites(user?.user_sid);
  const [emailProblem, setEmailProblem] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const creating = !user;
  const readOnly = !permissions.can(
    user ? 'edit' : 'create',
    'Users',
    user && { scope: userScope(user) },
  );
  const busy = writes.create.isPending || writes.update.isPending;
  // The e-mail's format is the browser's check, shown beside the form's own messages.
  const browserEmailCheck = () =>
    emailRef.current?.validity.typeMismatch ? emailRef.current.validationMessage : '';
  const form = useConsoleForm({
    initial: () => initialValues(user, claims.scope, claims.account_sid),
    validate: (values) => {
      setEmailProblem(browserEmailCheck());
      return validateUser(values, { creating, policy, accountCount: accounts.length });
    },
    save: (values) => (browserEmailCheck() ? undefined : saveUser(values)),
  });
  const { values, set, message } = form;

  const providerSid =
    values.scope === 'admin'
      ? null
      : (current?.service_provider_sid ?? claims.service_provider_sid);
  const saveUser = (values: UserFormValues) => {
    if (user) {
      const update = userUpdate(form.initial, values, providerSid);
      // Nothing changed (only spaces around a name, say): nothing to write, and nothing lost.
      if (hasChanges(update)) writes.update.mutate(update);
      else leaveGuard.pass(() => router.navigate('/internal/users'));
      return;
    }
    const input: UserInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      initial_password: values.password || null,
      force_change: values.forceChange,
      is_active: values.isActive,
      is_view_only: values.isViewOnly,
      service_provider_sid: providerSid,
      account_sid: values.scope === 'account' ? values.accountSid : null,
    };
    writes.create.mutate(input);
  };

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={creating ? t('users.addTitle') : t('users.editTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('users.detailsSection')}>
          <TextField
            label={t('users.name')}
            name="name"
            required
            disabled={readOnly}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={message('name')}
          />
          <TextField
            ref={emailRef}
            label={t('users.email')}
            name="email"
            type="email"
            required
            disabled={readOnly}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={message('email') ?? (emailProblem || undefined)}
          />
          {!readOnly && (
            <PasswordField
              label={creating ? t('users.password') : t('users.newPassword')}
              name="initial-password"
              autoComplete="new-password"
              required={creating}
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              hint={creating ? undefined : t('users.passwordKept')}
              error={message('password')}
            />
          )}
          <Checkbox
            label={t('users.forceChange')}
            disabled={readOnly}
            checked={values.forceChange}
            onChange={(event) => set('forceChange', event.target.checked)}
          />
          <Checkbox
            label={t('users.active')}
            disabled={readOnly}
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
          <Checkbox
            label={t('users.viewOnly')}
            disabled={readOnly}
            checked={values.isViewOnly}
            onChange={(event) => set('isViewOnly', event.target.checked)}
          />
        </FormSection>
        {permissions.can('view', 'Users', { scope: 'service_provider' }) && (
          <FormSection title={t('users.scopeSection')}>
            <Select
              label={t('users.scope')}
              required
              disabled={readOnly}
              value={values.scope}
              onChange={(event) => set('scope', event.target.value as Scope)}
              options={assignableScopes(permissions.can).map((scope) => ({
                value: scope,
                label: t(`scope.${scope}`),
              }))}
            />
            {values.scope === 'account' && (
              <Select
                label={t('users.account')}
                required
                disabled={readOnly || accounts.length === 0}
                value={values.accountSid}
                onChange={(event) => set('accountSid', event.target.value)}
                placeholder={t('users.chooseAccount')}
                options={accounts.map((account) => ({
                  value: account.account_sid,
                  label: account.name,
                }))}
                error={message('accountSid')}
              />
            )}
          </FormSection>
        )}
        <FormActions
          changed={form.changed}
          busy={busy}
          canSave={!readOnly}
          onCancel={() => router.navigate('/internal/users')}
          extra={
            user &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('users.delete')}
              </Button>
            )
          }
        />
      </form>
      {user && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('users.delete')}
          confirmLabel={t('users.delete')}
          busy={writes.remove.isPending}
          error={writes.remove.error?.message}
          onConfirm={() =>
            writes.remove.mutate(user.name, { onSettled: () => setConfirmDelete(false) })
          }
          onClose={() => setConfirmDelete(false)}
        >
          {t('users.deleteConfirm', { name: user.name })}
        </ConfirmDialog>
      )}
    </section>
  );
}
