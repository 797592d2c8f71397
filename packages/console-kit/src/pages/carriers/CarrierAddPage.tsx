import { CarrierForm } from './CarrierForm.tsx';

export function CarrierAddPage() {
  return <CarrierForm />;
}

export default CarrierAddPage;
