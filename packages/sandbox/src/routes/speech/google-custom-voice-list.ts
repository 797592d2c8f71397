import { canSeeAccount, canSeeServiceProvider, type Caller } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findServiceProvider, findSpeechCredential } from '../../db/queries.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { isSid } from '../../http/ids.ts';
import { canTestCredential, insufficientPrivileges } from './speech-owner.ts';

/** By sid, as a real server's queries read them (no ORDER BY: MySQL reads by primary key). */
const ORDER = 'ORDER BY v.google_custom_voice_sid';

/**
 * The query of GET /GoogleCustomVoices: the voices of one credential (`speech_credential_sid`),
 * or those of the Google credentials an account or provider sees, optionally of one label. An
 * account or provider user's own sids are used when the query names none (as on the real server);
 * sids out of the caller's reach are 403.
 */
export function voiceListQuery(
  db: Db,
  caller: Caller,
  query: unknown,
): { sql: string; params: string[] } {
  const q = query as Record<string, unknown>;
  const credentialSid = sidParam(q, 'speech_credential_sid');
  if (credentialSid) {
    const credential = findSpeechCredential(db, credentialSid);
    if (!credential) throw notFound();
    if (!canTestCredential(caller, credential)) throw insufficientPrivileges();
    return {
      sql: `SELECT v.* FROM google_custom_voices v WHERE v.speech_credential_sid = ? ${ORDER}`,
      params: [credentialSid],
    };
  }
  const label = q.label;
  if (label !== undefined && typeof label !== 'string')
    throw badRequest('label must be given once');
  const byLabel = label === undefined ? '' : 'AND c.label = ?';
  const labelParams = label === undefined ? [] : [label];
  const join = `SELECT v.* FROM google_custom_voices v
    JOIN speech_credentials c ON c.speech_credential_sid = v.speech_credential_sid
    WHERE c.vendor = 'google' ${byLabel}`;
  const accountSid = sidParam(q, 'account_sid') ?? caller.accountSid;
  if (accountSid) {
    const account = findAccount(db, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!canSeeAccount(caller, account)) throw forbidden();
    return {
      sql: `${join} AND (c.account_sid = ? OR (c.account_sid IS NULL AND c.service_provider_sid = ?)) ${ORDER}`,
      params: [...labelParams, account.account_sid, account.service_provider_sid],
    };
  }
  const providerSid = sidParam(q, 'service_provider_sid') ?? caller.serviceProviderSid;
  if (!providerSid) {
    throw badRequest('missing account_sid or service_provider_sid in query parameters');
  }
  if (!findServiceProvider(db, providerSid)) throw badRequest('unknown service_provider_sid');
  if (!canSeeServiceProvider(caller, providerSid)) throw forbidden();
  return {
    sql: `${join} AND c.account_sid IS NULL AND c.service_provider_sid = ? ${ORDER}`,
    params: [...labelParams, providerSid],
  };
}

function sidParam(q: Record<string, unknown>, key: string): string | null {
  const value = q[key];
  if (value === undefined || value === '') return null;
  if (!isSid(value)) throw badRequest(`${key} must be a valid sid`);
  return value.toLowerCase();
}
