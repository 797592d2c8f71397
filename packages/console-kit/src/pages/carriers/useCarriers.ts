import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VoipCarrier } from '../../api/carriers.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { carrierPayload, type CarrierValues } from './carrierRules.ts';
import {
  sipGatewayPayload,
  sipGatewayValues,
  smppDirection,
  smppGatewayPayload,
  smppGatewayValues,
  type SipGatewayValues,
  type SmppGatewayValues,
} from './gateways/gatewayRules.ts';

export const CARRIER_LIST = '/internal/carriers';
export const carrierEditPath = (sid: string) => `/internal/carriers/${sid}/edit`;

/** One page of the provider's carriers; the previous page stays in view while the next loads. */
export function useCarrierPage(query: {
  page: number;
  pageSize: number;
  name: string;
  accountSid: string;
}) {
  const { api } = useConsole();
  const sid = useServiceProviderScope().current?.service_provider_sid ?? '';
  return useQuery({
    queryKey: queryKeys.carrierPage(sid, query.page, query.pageSize, query.name, query.accountSid),
    queryFn: () =>
      api.carriers.page(sid, {
        page: query.page,
        page_size: query.pageSize,
        name: query.name || undefined,
        account_sid: query.accountSid || undefined,
      }),
    enabled: Boolean(sid),
    placeholderData: keepPreviousData,
  });
}

/** A carrier with its SIP and SMPP gateways, as the form edits them. */
export function useCarrierWithGateways(sid: string) {
  const { api } = useConsole();
  const carrier = useQuery({
    queryKey: queryKeys.carrier(sid),
    queryFn: () => api.carriers.get(sid),
  });
  const sip = useQuery({
    queryKey: queryKeys.sipGateways(sid),
    queryFn: () => api.sipGateways.list(sid),
  });
  const smpp = useQuery({
    queryKey: queryKeys.smppGateways(sid),
    queryFn: () => api.smppGateways.list(sid),
  });
  return { carrier, sip, smpp };
}

/** The account's applications, for the carrier's default application. */
export function useAccountApplications(accountSid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.applicationPage(accountSid, 1, 500, ''),
    queryFn: () => api.applications.page(accountSid, { page: 1, page_size: 500 }),
    enabled: Boolean(accountSid),
    select: (page) => page.data,
  });
}

export function usePredefinedCarriers() {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.predefinedCarriers,
    queryFn: () => api.carriers.predefined(),
    staleTime: 60 * 60_000,
    select: (list) => [...list].sort((a, b) => a.name.localeCompare(b.name)),
  });
}

/** The platform's addresses a carrier sends calls and messages to (a hint on the form). */
export function usePlatformAddresses() {
  const { api } = useConsole();
  const sbcs = useQuery({
    queryKey: ['Sbcs'],
    queryFn: () => api.carriers.sbcs(),
    staleTime: 5 * 60_000,
  });
  const smpps = useQuery({
    queryKey: ['Smpps'],
    queryFn: () => api.carriers.smpps(),
    staleTime: 5 * 60_000,
  });
  const join = (list?: { ipv4: string; port?: number | null }[]) =>
    list?.map((a) => (a.port ? `${a.ipv4}:${a.port}` : a.ipv4)).join(', ') || null;
  return { sip: join(sbcs.data), smpp: join(smpps.data) };
}

/** Writes the gateways of a carrier: new rows are created and saved rows updated, in order.
 *  Answers the rows with the sids of the new ones. */
function useGatewaySync() {
  const { api } = useConsole();
  return async (carrierSid: string, values: CarrierValues) => {
    const sip: SipGatewayValues[] = [];
    for (const gateway of values.sipGateways) {
      const body = sipGatewayPayload(gateway, carrierSid);
      if (gateway.sid) await api.sipGateways.update(gateway.sid, body);
      sip.push(
        gateway.sid ? gateway : { ...gateway, sid: (await api.sipGateways.create(body)).sid },
      );
    }
    const smpp: SmppGatewayValues[] = [];
    for (const gateway of values.smppGateways) {
      const body = smppGatewayPayload(gateway, carrierSid);
      if (gateway.sid) await api.smppGateways.update(gateway.sid, body);
      smpp.push(
        gateway.sid ? gateway : { ...gateway, sid: (await api.smppGateways.create(body)).sid },
      );
    }
    return { sip, smpp };
  };
}

/** Save, delete and create-from-template, each with the spec's toast. A new carrier returns to the
 *  list; an edit stays on the page. A new carrier whose gateways fail opens on its edit page. */
export function useCarrierWrites(carrier?: VoipCarrier) {
  const { api, t, router } = useConsole();
  const serviceProviderSid = useServiceProviderScope().current?.service_provider_sid ?? '';
  const syncGateways = useGatewaySync();
  const create = useWrite({
    write: async (values: CarrierValues) => {
      const { sid } = await api.carriers.create(carrierPayload(values, serviceProviderSid));
      try {
        return await syncGateways(sid, values);
      } catch (error) {
        router.navigate(carrierEditPath(sid), { replace: true });
        throw error;
      }
    },
    success: () => t('carriers.created'),
    invalidates: [queryKeys.carriers],
    onDone: () => router.navigate(CARRIER_LIST),
  });
  const update = useWrite({
    write: async (values: CarrierValues) => {
      const sid = carrier?.voip_carrier_sid ?? '';
      await api.carriers.update(sid, carrierPayload(values));
      return syncGateways(sid, values);
    },
    success: () => t('carriers.updated'),
    invalidates: [queryKeys.carriers],
  });
  const remove = useWrite({
    write: () => api.carriers.remove(carrier?.voip_carrier_sid ?? ''),
    success: () => t('carriers.deleted', { name: carrier?.name ?? '' }),
    invalidates: [queryKeys.carriers],
    quiet: () => true, // the delete dialog shows the refusal
    onDone: () => router.navigate(CARRIER_LIST),
  });
  const removeGateway = useWrite({
    write: async (gateway: SipGatewayValues | SmppGatewayValues) => {
      if ('protocol' in gateway) await api.sipGateways.remove(gateway.sid ?? '');
      else await api.smppGateways.remove(gateway.sid ?? '');
      return gateway;
    },
    success: (gateway) =>
      'protocol' in gateway
        ? t('carriers.sipGatewayDeleted')
        : smppDirection(gateway) === 'inbound'
          ? t('carriers.smppInboundDeleted')
          : t('carriers.smppOutboundDeleted'),
    quiet: () => true, // the confirm dialog shows the refusal
  });
  const fromTemplate = useWrite({
    write: ({ predefinedSid, accountSid }: { predefinedSid: string; accountSid: string }) =>
      api.carriers.createFromPredefined(
        accountSid
          ? { kind: 'Accounts', sid: accountSid }
          : { kind: 'ServiceProviders', sid: serviceProviderSid },
        predefinedSid,
      ),
    success: () => t('carriers.created'),
    invalidates: [queryKeys.carriers],
    onDone: ({ sid }) => router.navigate(carrierEditPath(sid)),
  });
  return { save: carrier ? update : create, remove, removeGateway, fromTemplate };
}

/** The saved gateways as form rows, once both lists are in. */
export const gatewayRows = (
  sip: Parameters<typeof sipGatewayValues>[0][],
  smpp: Parameters<typeof smppGatewayValues>[0][],
) => ({ sip: sip.map(sipGatewayValues), smpp: smpp.map(smppGatewayValues) });
