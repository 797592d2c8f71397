import { useT } from '../../provider/context.ts';
import { RecordUnavailable } from '../../ui/RecordUnavailable.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { CarrierForm } from './CarrierForm.tsx';
import { CARRIER_LIST, useCarrierWithGateways } from './useCarriers.ts';
import { gatewayRows } from './gateways/gatewayRules.ts';
import { provideMessages } from '../../messages/translate.ts';
import { carrierMessages } from '../../messages/carriers.ts';

provideMessages(carrierMessages);

export function CarrierEditPage({ carrierSid }: { carrierSid: string }) {
  const t = useT();
  const { carrier, sip, smpp } = useCarrierWithGateways(carrierSid);
  // The form reads what it is given once: refetches after a save do not reset what is typed.
  if (carrier.data && sip.data && smpp.data)
    return (
      <CarrierForm
        key={carrierSid}
        carrier={carrier.data}
        gateways={gatewayRows(sip.data, smpp.data)}
      />
    );
  if (carrier.error)
    return (
      <RecordUnavailable
        error={carrier.error}
        listPath={CARRIER_LIST}
        onRetry={() => void carrier.refetch()}
      />
    );
  const gatewaysError = sip.error ?? smpp.error;
  if (gatewaysError)
    return (
      <RecordUnavailable
        error={gatewaysError}
        listPath={CARRIER_LIST}
        heading={t('carriers.gatewaysError')}
      />
    );
  return <Loading />;
}

export default CarrierEditPage;
