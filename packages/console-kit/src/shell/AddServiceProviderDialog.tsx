import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsole } from '../provider/context.ts';
import { queryKeys } from '../data/queryKeys.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';

/** Admin only: creates a service provider and switches to it. */
export function AddServiceProviderDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { api, t, notifier } = useConsole();
  const { select } = useServiceProviderScope();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: (providerName: string) => api.serviceProviders.create({ name: providerName }),
    onSuccess: async ({ sid }, providerName) => {
      notifier.notify('success', t('serviceProvider.added', { name: providerName }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.serviceProviders });
      close();
      select(sid);
    },
  });

  function close() {
    setName('');
    setMissing(false);
    create.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (trimmed) create.mutate(trimmed);
  };

  return (
    <Modal open={open} onClose={close} title={t('serviceProvider.addTitle')}>
      <form onSubmit={submit} noValidate className="ck:flex ck:flex-col ck:gap-4">
        {create.isError && <Alert tone="error">{create.error.message}</Alert>}
        <TextField
          label={t('serviceProvider.name')}
          name="name"
          required
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={missing ? t('serviceProvider.nameRequired') : undefined}
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
