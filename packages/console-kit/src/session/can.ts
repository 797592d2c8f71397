import type { Scope } from '../api/types.ts';
import type { Features } from '../provider/features.ts';
import type { TokenClaims } from '../api/token.ts';

/** What a user may do to a resource. */
export type Action = 'list' | 'view' | 'create' | 'edit' | 'delete';

/** The resources as the API names them, and the console's own settings screens. */
export type Resource =
  | 'Users'
  | 'Settings'
  | 'AdminSettings'
  | 'ServiceProviders'
  | 'Accounts'
  | 'DebugLog'
  | 'Limits'
  /** The limits a license sets (the admin's alone, never raised by those it limits). */
  | 'LicenseLimits'
  | 'Applications'
  | 'Clients'
  | 'RecentCalls'
  | 'Alerts'
  | 'VoipCarriers'
  | 'SpeechCredentials'
  | 'PhoneNumbers'
  | 'MicrosoftTeamsTenants'
  | 'Lcrs'
  | 'Subscriptions'
  /** A carrier's default application (default trunk routing). */
  | 'CarrierApplication';

/** Whose record it is: a record without an account belongs to its service provider. A user
 *  record also has the scope it gives (or would give). */
export interface OwnedRecord {
  account_sid?: string | null;
  scope?: Scope;
}

/** Who asks: the claims of the session and the console's flags. */
export interface Subject {
  claims: Pick<TokenClaims, 'scope' | 'is_view_only' | 'account_sid'>;
  features: Pick<
    Features,
    'hostedSystem' | 'leastCostRouting' | 'accountLimitsAllLevels' | 'defaultTrunkRouting'
  >;
}

const RANK: Record<Scope, number> = { account: 0, service_provider: 1, admin: 2 };
const WRITES: ReadonlySet<Action> = new Set(['create', 'edit', 'delete']);

/** Records an account user reaches only when they are its own account's. */
const ACCOUNT_OWNED: ReadonlySet<Resource> = new Set([
  'Applications',
  'Clients',
  'VoipCarriers',
  'SpeechCredentials',
  'PhoneNumbers',
  'MicrosoftTeamsTenants',
  'Lcrs',
]);

/**
 * The one place where the console decides what a user may do (spec part 1, section 6; part 2,
 * sections 2, 5 and 6), from the scope, view-only, the flags and whose record it is. The server
 * stays the authority: this decides what the console offers. Hosts may ask it too.
 */
export function can(subject: Subject, action: Action, resource: Resource, record?: OwnedRecord) {
  const { claims, features } = subject;
  const atLeast = (scope: Scope) => RANK[claims.scope] >= RANK[scope];
  const write = WRITES.has(action);
  if (write && claims.is_view_only) return false;
  const own = (owner: OwnedRecord | undefined) =>
    owner === undefined || owner.account_sid === claims.account_sid;

  switch (resource) {
    case 'Users':
      // A user sees and gives its own scope and those below it (spec part 1, section 6).
      return !features.hostedSystem && (!record?.scope || atLeast(record.scope));
    case 'Settings':
      return atLeast('service_provider') && (action === 'view' || action === 'edit');
    case 'AdminSettings':
    case 'DebugLog':
    case 'LicenseLimits':
      return atLeast('admin');
    case 'ServiceProviders':
      // The provider selector and adding a provider; a provider user edits its own in Settings.
      return atLeast('admin') || (action === 'edit' && atLeast('service_provider'));
    case 'Accounts':
      if (action === 'view' || action === 'edit') return atLeast('service_provider') || own(record);
      return atLeast('service_provider');
    case 'Limits':
      // Without the flag, limits are the admin's alone; with it, provider users change their
      // provider's and accounts' limits and an account user reads its own (never raises them).
      if (atLeast('admin')) return true;
      if (!features.accountLimitsAllLevels) return false;
      return atLeast('service_provider') || (action === 'view' && own(record));
    case 'CarrierApplication':
      // Without default trunk routing, only an admin chooses a carrier's default application.
      return features.defaultTrunkRouting || atLeast('admin');
    case 'Subscriptions':
      return features.hostedSystem && claims.scope === 'account' && own(record);
    case 'Lcrs':
      if (!features.leastCostRouting) return false;
      // The list of every table is the admin's; others reach their own table.
      if (action === 'list') return atLeast('admin');
      // A provider user keeps its provider's table (no delete); an account user may delete its own.
      if (action === 'delete')
        return atLeast('admin') || (claims.scope === 'account' && own(record));
      return atLeast('service_provider') || own(record);
    case 'RecentCalls':
    case 'Alerts':
      return action === 'list' || action === 'view' || action === 'delete';
    case 'VoipCarriers':
      // An account user reads its provider's carriers (all accounts use them) but changes only
      // its own account's.
      if (claims.scope === 'account' && action === 'view') {
        return own(record) || !record?.account_sid;
      }
      return claims.scope !== 'account' || action === 'list' || action === 'create' || own(record);
    default:
      if (ACCOUNT_OWNED.has(resource) && claims.scope === 'account' && action !== 'list') {
        return own(record);
      }
      return true;
  }
}
