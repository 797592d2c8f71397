import { useQuery } from '@tanstack/react-query';
import type { VoipCarrier } from '../api/carriers.ts';
import { byText } from '../lib/textOrder.ts';
import { useConsole } from '../provider/context.ts';
import { providerCarriersQuery } from './providerCarriersQuery.ts';

/** The carriers by name (a real server lists them by sid), sorted once per answer. */
const carriersByName = byText((carrier: VoipCarrier) => carrier.name);

/** Every carrier of a service provider in the user's reach, by name. */
export function useProviderCarriers(serviceProviderSid: string) {
  const { api } = useConsole();
  return useQuery({
    ...providerCarriersQuery(api, serviceProviderSid),
    enabled: Boolean(serviceProviderSid),
    select: carriersByName,
  });
}
