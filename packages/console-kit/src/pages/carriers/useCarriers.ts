import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PredefinedCarrier, VoipCarrier } from '../../api/carriers.ts';
import { ApiError } from '../../api/errors.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useWrite } from '../../data/useWrite.ts';
import { changedFields, hasChanges } from '../../lib/changes.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { carrierPayload, type CarrierValues } from './carrierRules.ts';
import { providerCarriersQuery } from '../../data/providerCarriersQuery.ts';
import {
  sipGatewayPayload,
  smppDirection,
  smppGatewayPayload,
  type SipGatewayValues,
  type SmppGatewayValues,
} from './gateways/gatewayRules.ts';
import { applicationsApi } from '../../api/applications.ts';
import { carriersApi, sipGatewaysApi, smppGatewaysApi } from '../../api/carriers.ts';
import { sortByText } from '../../lib/textOrder.ts';

export const CARRIER_LIST = '/internal/carriers';
export const carrierEditPath = (sid: string) => `/internal/carriers/${sid}/edit`;

/** A carrier with its SIP and SMPP gateways, as the form edits them. A real server answers an
 *  account user's GET of its provider's carrier with 400: account users read carriers from the
 *  provider's list, the one the carrier list shows (cached, else asked for). */
export function useCarrierWithGateways(sid: string) {
  const { api, t } = useConsole();
  const { permissions } = useRequiredSession();
  const queryClient = useQueryClient();
  const providerSid = useServiceProviderScope().current?.service_provider_sid ?? '';
  // An account user reads its provider's carriers from the list (a real server refuses the read).
  const fromList = permissions.fixedAccount !== null;
  const providerList = providerCarriersQuery(api, providerSid);
  const inList = (carriers?: VoipCarrier[]) => carriers?.find((c) => c.voip_carrier_sid === sid);
  const listed = () => inList(queryClient.getQueryData(providerList.queryKey));
  const carrier = useQuery({
    queryKey: queryKeys.carrier(sid),
    queryFn: fromList
      ? async () => {
          const found = inList(await queryClient.fetchQuery(providerList));
          if (!found) throw new ApiError('http', 404, t('error.recordMissing'));
          return found;
        }
      : ({ signal }) => api(carriersApi, signal).get(sid),
    initialData: fromList ? listed : undefined,
    enabled: !fromList || Boolean(providerSid),
  });
  const sip = useQuery({
    queryKey: queryKeys.sipGateways(sid),
    queryFn: ({ signal }) => api(sipGatewaysApi, signal).list(sid),
  });
  const smpp = useQuery({
    queryKey: queryKeys.smppGateways(sid),
    queryFn: ({ signal }) => api(smppGatewaysApi, signal).list(sid),
  });
  return { carrier, sip, smpp };
}

/** The account's applications, for the carrier's default application. */
export function useAccountApplications(accountSid: string) {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.applicationPage(accountSid, 1, 500, ''),
    queryFn: ({ signal }) =>
      api(applicationsApi, signal).page(accountSid, { page: 1, page_size: 500 }),
    enabled: Boolean(accountSid),
    select: (page) => page.data,
  });
}

/** The templates by name, sorted once per answer. */
const templatesByName = (templates: PredefinedCarrier[]) =>
  sortByText(templates, (template) => template.name);

export function usePredefinedCarriers() {
  const { api } = useConsole();
  return useQuery({
    queryKey: queryKeys.predefinedCarriers,
    queryFn: ({ signal }) => api(carriersApi, signal).predefined(),
    staleTime: 60 * 60_000,
    select: templatesByName,
  });
}

/** The platform's addresses a carrier sends calls and messages to (a hint on the form). */
export function usePlatformAddresses() {
  const { api } = useConsole();
  const sbcs = useQuery({
    queryKey: ['Sbcs'],
    queryFn: ({ signal }) => api(carriersApi, signal).sbcs(),
    staleTime: 5 * 60_000,
  });
  const smpps = useQuery({
    queryKey: ['Smpps'],
    queryFn: ({ signal }) => api(carriersApi, signal).smpps(),
    staleTime: 5 * 60_000,
  });
  const join = (list?: { ipv4: string; port?: number | null }[]) =>
    list?.map((a) => (a.port ? `${a.ipv4}:${a.port}` : a.ipv4)).join(', ') || null;
  return { sip: join(sbcs.data), smpp: join(smpps.data) };
}

/** What a saved row sends: the fields changed since it was saved (all of them for a new row). */
function rowChanges<Row extends { sid?: string }, Body extends object>(
  row: Row,
  savedRows: readonly Row[] | undefined,
  payload: (row: Row) => Body,
): Partial<Body> {
  const saved = savedRows?.find((s) => s.sid === row.sid);
  return saved ? changedFields(payload(saved), payload(row)) : payload(row);
}

/** Writes the gateways of a carrier: new rows are created and saved rows updated with what
 *  changed, in order. Answers the rows with the sids of the new ones. */
function useGatewaySync() {
  const { api } = useConsole();
  return async (carrierSid: string, values: CarrierValues, saved?: CarrierValues) => {
    const sipBody = (g: SipGatewayValues) => sipGatewayPayload(g, carrierSid);
    const smppBody = (g: SmppGatewayValues) => smppGatewayPayload(g, carrierSid);
    const sip: SipGatewayValues[] = [];
    for (const gateway of values.sipGateways) {
      if (!gateway.sid) {
        sip.push({ ...gateway, sid: (await api(sipGatewaysApi).create(sipBody(gateway))).sid });
        continue;
      }
      const changes = rowChanges(gateway, saved?.sipGateways, sipBody);
      if (hasChanges(changes)) await api(sipGatewaysApi).update(gateway.sid, changes);
      sip.push(gateway);
    }
    const smpp: SmppGatewayValues[] = [];
    for (const gateway of values.smppGateways) {
      if (!gateway.sid) {
        smpp.push({ ...gateway, sid: (await api(smppGatewaysApi).create(smppBody(gateway))).sid });
        continue;
      }
      const changes = rowChanges(gateway, saved?.smppGateways, smppBody);
      if (hasChanges(changes)) await api(smppGatewaysApi).update(gateway.sid, changes);
      smpp.push(gateway);
    }
    return { sip, smpp };
  };
}

/** Save, delete and create-from-template, each with the spec's toast. A new carrier returns to the
 *  list; an edit stays on the page and sends only what changed since `saved` (an unchanged Save
 *  writes nothing). A new carrier whose gateways fail opens on its edit page. */
export function useCarrierWrites(carrier?: VoipCarrier, saved?: CarrierValues) {
  const { api, t, router } = useConsole();
  const serviceProviderSid = useServiceProviderScope().current?.service_provider_sid ?? '';
  const syncGateways = useGatewaySync();
  const create = useWrite({
    write: async (values: CarrierValues) => {
      const { sid } = await api(carriersApi).create(carrierPayload(values, serviceProviderSid));
      try {
        return { sid, ...(await syncGateways(sid, values)) };
      } catch (error) {
        router.navigate(carrierEditPath(sid), { replace: true });
        throw error;
      }
    },
    success: () => t('carriers.created'),
    invalidates: [queryKeys.carriers],
    created: ({ sid }) => sid,
    onDone: () => router.navigate(CARRIER_LIST),
  });
  const update = useWrite({
    write: async (values: CarrierValues) => {
      const sid = carrier?.voip_carrier_sid ?? '';
      const payload = carrierPayload(values);
      const changes = saved ? changedFields(carrierPayload(saved), payload) : payload;
      if (hasChanges(changes)) await api(carriersApi).update(sid, changes);
      return syncGateways(sid, values, saved);
    },
    success: () => t('carriers.updated'),
    invalidates: [queryKeys.carriers],
    refused: 'carriers.changeDenied',
  });
  const remove = useWrite({
    write: () => api(carriersApi).remove(carrier?.voip_carrier_sid ?? ''),
    success: () => t('carriers.deleted', { name: carrier?.name ?? '' }),
    invalidates: [queryKeys.carriers],
    quiet: () => true, // the delete dialog shows the refusal
    refused: 'carriers.deleteDenied',
    onDone: () => router.navigate(CARRIER_LIST),
  });
  const removeGateway = useWrite({
    write: async (gateway: SipGatewayValues | SmppGatewayValues) => {
      if ('protocol' in gateway) await api(sipGatewaysApi).remove(gateway.sid ?? '');
      else await api(smppGatewaysApi).remove(gateway.sid ?? '');
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
      api(carriersApi).createFromPredefined(
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
