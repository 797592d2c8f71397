import { CarrierForm } from './CarrierForm.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { carrierMessages } from '../../messages/carriers.ts';

provideMessages(carrierMessages);

export function CarrierAddPage() {
  return <CarrierForm />;
}

export default CarrierAddPage;
