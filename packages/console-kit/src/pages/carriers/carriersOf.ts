import type { VoipCarrier } from '../../api/carriers.ts';

/** What the carrier list shows: part of the name (any case), and the account using a carrier. */
export interface CarrierFilter {
  name: string;
  /** An account's sid, or '' for every carrier. */
  usedBy: string;
}

/** The carriers of a provider's list that match the filter. An account uses its own carriers and
 *  its provider's (account_sid null), as a real server's `account_sid` filter answers. */
export function carriersOf(carriers: readonly VoipCarrier[], filter: CarrierFilter): VoipCarrier[] {
  const needle = filter.name.trim().toLowerCase();
  return carriers.filter(
    (carrier) =>
      (!filter.usedBy || carrier.account_sid === null || carrier.account_sid === filter.usedBy) &&
      carrier.name.toLowerCase().includes(needle),
  );
}
