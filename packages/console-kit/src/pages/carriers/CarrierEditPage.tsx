import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { CarrierForm } from './CarrierForm.tsx';
import { gatewayRows, useCarrierWithGateways } from './useCarriers.ts';

export function CarrierEditPage({ carrierSid }: { carrierSid: string }) {
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
  const error = carrier.error ?? sip.error ?? smpp.error;
  if (error) return <Alert tone="error">{error.message}</Alert>;
  return <Loading />;
}

export default CarrierEditPage;
