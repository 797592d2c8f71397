import { useState } from 'react';
import type { SipClient } from '../../api/clients.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
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
import { clientFlags, clientPayload, clientValues, validateClient } from './clientRules.ts';
import { CLIENT_LIST, useClientAccount, useClientWrites } from './useClients.ts';

const FLAGS = [
  ['allowApp', 'clients.allowApp'],
  ['allowQueue', 'clients.allowQueue'],
  ['allowUser', 'clients.allowUser'],
] as const;

/** Add and edit a SIP client: on create its account, username and password; after that only its
 *  active flag and direct-calling permissions (spec part 2, sections 2, 5 and 7). */
export function ClientForm({ client }: { client?: SipClient }) {
  const { t, router } = useConsole();
  const { permissions } = useRequiredSession();
  const scope = useClientAccount();
  const writes = useClientWrites(client?.client_sid);
  const creating = !client;
  const form = useConsoleForm({
    initial: () => clientValues(client, scope.accountSid),
    validate: (values) => validateClient(values, creating),
    save: (values) => {
      if (noRealm) return;
      if (creating) writes.create.mutate(clientPayload(values));
      // An update sends only the flags that changed.
      else writes.update.mutate(form.changes(clientFlags));
    },
  });
  const { values, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !permissions.can(client ? 'edit' : 'create', 'Clients', client);
  const account = scope.accounts.find((a) => a.account_sid === values.accountSid);
  const noRealm = Boolean(account) && !account?.sip_realm;
  const busy = writes.create.isPending || writes.update.isPending;

  return (
    <section className={FORM_WIDTH}>
      <PageHeader title={t(creating ? 'clients.addTitle' : 'clients.editTitle')} />
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        <FormSection title={t('clients.section')}>
          {!creating && <p className="ck:text-sm ck:text-muted">{t('clients.editNote')}</p>}
          {!scope.accountFixed && (
            <Select
              label={t('clients.account')}
              required
              disabled={readOnly || !creating}
              value={values.accountSid}
              onChange={(event) => set('accountSid', event.target.value)}
              placeholder={t('clients.chooseAccount')}
              options={scope.accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
              error={form.message('account')}
            />
          )}
          <TextField
            label={t('clients.username')}
            name="username"
            required={creating}
            disabled={readOnly || !creating}
            autoComplete="off"
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            hint={
              account?.sip_realm &&
              t('clients.registersAs', {
                address: `${values.username.trim() || '…'}@${account.sip_realm}`,
              })
            }
            error={form.message('username')}
          />
          {creating && (
            <PasswordField
              label={t('clients.password')}
              name="password"
              required
              disabled={readOnly}
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              error={form.message('password')}
            />
          )}
          <Checkbox
            label={t('clients.isActive')}
            disabled={readOnly}
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        </FormSection>
        <FormSection title={t('clients.permissionsSection')}>
          {FLAGS.map(([key, label]) => (
            <Checkbox
              key={key}
              label={t(label)}
              disabled={readOnly}
              checked={values[key]}
              onChange={(event) => set(key, event.target.checked)}
            />
          ))}
        </FormSection>
        <FormActions
          changed={form.changed}
          busy={busy}
          canSave={!readOnly}
          saveBlocked={noRealm ? t('clients.noSipRealm') : null}
          onCancel={() => router.navigate(CLIENT_LIST)}
          extra={
            client &&
            !readOnly && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {t('clients.delete')}
              </Button>
            )
          }
        />
      </form>
      {client && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('clients.delete')}
          confirmLabel={t('clients.delete')}
          busy={writes.remove.isPending}
          error={writes.remove.error?.message ?? null}
          onConfirm={() => writes.remove.mutate(undefined)}
          onClose={() => setConfirmDelete(false)}
        >
          {t('clients.deleteConfirm', { username: client.username })}
        </ConfirmDialog>
      )}
    </section>
  );
}
