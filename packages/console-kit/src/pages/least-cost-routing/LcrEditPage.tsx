import { useState } from 'react';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LcrEditor } from './LcrEditor.tsx';
import { provideMessages } from '../../messages/translate.ts';
import { lcrMessages } from '../../messages/lcr.ts';

provideMessages(lcrMessages);

/** A saved table; after a save that stays on the page, the form is read afresh. */
export function LcrEditPage({ lcrSid }: { lcrSid: string }) {
  const sid = useServiceProviderScope().current?.service_provider_sid;
  const [generation, setGeneration] = useState(0);
  if (!sid) return <Loading />;
  return (
    <LcrEditor
      key={`${lcrSid}/${generation}`}
      lcrSid={lcrSid}
      serviceProviderSid={sid}
      onSaved={() => setGeneration((n) => n + 1)}
    />
  );
}

export default LcrEditPage;
