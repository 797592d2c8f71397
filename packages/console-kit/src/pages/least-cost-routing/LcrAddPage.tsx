import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LcrEditor } from './LcrEditor.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { lcrMessages } from '../../messages/lcr.ts';

provideMessages(lcrMessages);

/** A new outbound call routing table, in the provider the console works in. */
export function LcrAddPage() {
  const sid = useServiceProviderScope().current?.service_provider_sid;
  if (!sid) return <Loading />;
  return <LcrEditor lcrSid={null} serviceProviderSid={sid} onSaved={() => {}} />;
}

export default LcrAddPage;
