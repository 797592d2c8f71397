import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsole } from '../provider/context.ts';
import { queryKeys } from '../data/queryKeys.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useConsoleForm } from '../ui/useConsoleForm.ts';
import { serviceProvidersApi } from '../api/serviceProviders.ts';
import { provideMessages } from '../messages/translate.ts';
import { shellMessages } from '../messages/shell.ts';

// Loaded on its own (for a user who may add providers): its area's messages.
provideMessages(shellMessages);

/** Admin only: creates a service provider and switches to it. */
export function AddServiceProviderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { api, t, notifier } = useConsole();
  const { select } = useServiceProviderScope();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (providerName: string) => api(serviceProvidersApi).create({ name: providerName }),
    onSuccess: async ({ sid }, providerName) => {
      notifier.notify('success', t('serviceProvider.added', { name: providerName }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.serviceProviders });
      close();
      select(sid);
    },
  });

  const form = useConsoleForm({
    keptAs: 'newServiceProvider',
    initial: () => ({ name: '' }),
    validate: ({ name }) => (name.trim() ? {} : { name: 'serviceProvider.nameRequired' as const }),
    save: ({ name }) => create.mutate(name.trim()),
  });

  function close() {
    form.reset();
    create.reset();
    onClose();
  }

  return (
    <Modal open={open} onClose={close} title={t('serviceProvider.addTitle')}>
      <form onSubmit={form.submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {create.isError && <Alert tone="error">{create.error.message}</Alert>}
        <TextField
          label={t('serviceProvider.name')}
          name="name"
          required
          autoFocus
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={form.message('name')}
        />
        <p className="ck:text-sm ck:text-muted">{t('form.required')}</p>
        <div className="ck:flex ck:justify-end ck:gap-2">
          <Button onClick={close} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {create.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export default AddServiceProviderDialog;
