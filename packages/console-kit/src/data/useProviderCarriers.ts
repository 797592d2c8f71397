import { useQuery } from '@tanstack/react-query';
import type { VoipCarrier } from '../api/carriers.ts';
import { sortByText } from '../lib/textOrder.ts';
import { useConsole } from '../provider/context.ts';
import { providerCarriersQuery } from './providerCarriersQuery.ts';

/** The carriers by name (a real server lists them by sid), sorted once per answer. */
const carriersByName = (carriers: VoipCarrier[]) => sortByText(carriers, (carrier) => carrier.name);

/** Every carrier of a service provider in the user's reach, by name. */
export function useProviderCarriers(serviceProviderSid: string) {
  const { api } = useConsole();
  return useQuery({
    ...providerCarriersQuery(api, serviceProviderSid),
    enabled: Boolean(serviceProviderSid),
    select: carriersByName,
  });
}
