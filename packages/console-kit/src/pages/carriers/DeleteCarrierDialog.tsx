import { useQuery } from '@tanstack/react-query';
import type { VoipCarrier } from '../../api/carriers.ts';
import { useConsole } from '../../provider/context.ts';
import { DeleteInUseDialog } from '../../ui/DeleteInUseDialog.tsx';
import { deleteBlockers } from './carrierRules.ts';
import { useCarrierWrites } from './useCarriers.ts';
import { carriersApi } from '../../api/carriers.ts';
import { lcrsApi } from '../../api/lcrs.ts';
import { provideMessages } from '../../messages/translate.ts';
import { carrierMessages } from '../../messages/carriers.ts';

provideMessages(carrierMessages);

/** Deleting a carrier: the phone numbers routed through it and the outbound routing tables that
 *  use it block the delete (checked afresh when the dialog opens); a use the check cannot see
 *  makes the server refuse, shown here. */
export function DeleteCarrierDialog({
  carrier,
  onClose,
}: {
  carrier: VoipCarrier;
  onClose(): void;
}) {
  const { api, t } = useConsole();
  const sid = carrier.voip_carrier_sid;
  const uses = useQuery({
    queryKey: ['CarrierUses', sid],
    // Relies on GET /PhoneNumbers honouring account_sid and ignoring voip_carrier_sid (real servers).
    queryFn: async ({ signal }) => {
      const [numbers, routing] = await Promise.all([
        api(carriersApi, signal).numbers(carrier),
        api(lcrsApi, signal).usingCarrier(sid),
      ]);
      return deleteBlockers(numbers, routing);
    },
    staleTime: 0,
    gcTime: 0,
  });
  const { remove } = useCarrierWrites(carrier);
  const name = carrier.name;
  return (
    <DeleteInUseDialog
      title={t('carriers.delete')}
      checkingLabel={t('carriers.checkingUses')}
      uses={uses.data?.map((use) => t(use.key, use.values))}
      checkError={uses.error?.message ?? null}
      inUseText={t('carriers.inUse', { name })}
      confirmText={t('carriers.deleteConfirm', { name })}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

export default DeleteCarrierDialog;
