import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import type { Caller } from '../../auth/scope.ts';
import { insertRow, isoSeconds, updateRow, type Db } from '../../db/database.ts';
import { findAccount } from '../../db/queries.ts';
import type { SpeechCredentialRow } from '../../db/rows.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import { testCredential } from '../../speech/credential-test.ts';
import { LEFT_OUT_FOR_ACCOUNT_USERS } from '../../speech/masking.ts';
import { callerOf } from '../caller.ts';
import {
  credentialAnswer,
  readCredentialUpdate,
  readNewCredential,
  specOf,
  storedFields,
  type NewCredential,
} from './speech-credential-body.ts';
import {
  canManageCredential,
  canTestCredential,
  credentialOfPath,
  insufficientPrivileges,
  SPEECH_PARENTS,
  speechOwnerOfPath,
  type SpeechOwner,
} from './speech-owner.ts';

/** An account user sees its provider's credentials without most secrets (real server). */
const leftOut = (caller: Caller, row: SpeechCredentialRow) =>
  caller.scope === 'account' && row.account_sid === null ? LEFT_OUT_FOR_ACCOUNT_USERS : undefined;

/**
 * GET, POST /{ServiceProviders|Accounts}/{sid}/SpeechCredentials; GET, PUT, DELETE
 * .../SpeechCredentials/{credentialSid}; GET .../SpeechCredentials/{credentialSid}/test.
 */
export function speechCredentialRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  for (const parent of SPEECH_PARENTS) {
    const base = `/${parent}/:sid/SpeechCredentials`;

    api.get(base, async (request) => {
      const caller = callerOf(request);
      const rows = listOf(db, speechOwnerOfPath(db, parent, request));
      return rows.map((row) => credentialAnswer(row, leftOut(caller, row)));
    });

    api.get(`${base}/:credentialSid`, async (request) => {
      const row = credentialOfPath(db, parent, request, canManageCredential);
      return credentialAnswer(row, leftOut(callerOf(request), row));
    });

    api.post(base, async (request, reply) => {
      const caller = callerOf(request);
      const owner = speechOwnerOfPath(db, parent, request);
      const credential = readNewCredential(request.body);
      const where = ownerOfNew(db, caller, owner, credential);
      assertUniqueLabel(db, where, credential);
      const sid = randomUUID();
      insertRow(db, 'speech_credentials', {
        speech_credential_sid: sid,
        ...where,
        vendor: credential.vendor,
        use_for_tts: credential.use_for_tts,
        use_for_stt: credential.use_for_stt,
        created_at: isoSeconds(ctx.now()),
        label: credential.label,
        credential: JSON.stringify(credential.fields),
      });
      return reply.code(201).send({ sid });
    });

    api.put(`${base}/:credentialSid`, async (request, reply) => {
      const row = credentialOfPath(db, parent, request, canManageCredential);
      const update = readCredentialUpdate(row, request.body);
      if (update === 'no uses') {
        throw unprocessable('use_for_tts and use_for_stt are the only updateable fields');
      }
      updateRow(
        db,
        'speech_credentials',
        { column: 'speech_credential_sid', value: row.speech_credential_sid },
        update,
      );
      return reply.code(204).send();
    });

    api.delete(`${base}/:credentialSid`, async (request, reply) => {
      const row = credentialOfPath(db, parent, request, canManageCredential);
      db.transaction(() => {
        db.prepare('DELETE FROM google_custom_voices WHERE speech_credential_sid = ?').run(
          row.speech_credential_sid,
        );
        db.prepare('DELETE FROM speech_credentials WHERE speech_credential_sid = ?').run(
          row.speech_credential_sid,
        );
      })();
      return reply.code(204).send();
    });

    api.get(`${base}/:credentialSid/test`, async (request) => {
      const row = credentialOfPath(db, parent, request, canTestCredential);
      const results = testCredential(row.vendor, specOf(row.vendor), storedFields(row), row);
      const record: Record<string, unknown> = { last_tested: isoSeconds(ctx.now()) };
      if (results.tts.status !== 'not tested')
        record.tts_tested_ok = results.tts.status === 'ok' ? 1 : 0;
      if (results.stt.status !== 'not tested')
        record.stt_tested_ok = results.stt.status === 'ok' ? 1 : 0;
      if (row.use_for_tts || row.use_for_stt) {
        updateRow(
          db,
          'speech_credentials',
          { column: 'speech_credential_sid', value: row.speech_credential_sid },
          record,
        );
      }
      return results;
    });
  }
}

/**
 * A provider's own credentials; for an account, its own and then its provider's: each by sid, as
 * a real server reads them (two queries without ORDER BY: MySQL reads by primary key).
 */
function listOf(db: Db, owner: SpeechOwner): SpeechCredentialRow[] {
  const providerOwn = 'account_sid IS NULL AND service_provider_sid = ?';
  if (!owner.account) {
    return db
      .prepare(
        `SELECT * FROM speech_credentials WHERE ${providerOwn} ORDER BY speech_credential_sid`,
      )
      .all(owner.serviceProviderSid) as SpeechCredentialRow[];
  }
  return db
    .prepare(
      `SELECT * FROM speech_credentials WHERE account_sid = ? OR (${providerOwn})
       ORDER BY account_sid IS NULL, speech_credential_sid`,
    )
    .all(owner.account.account_sid, owner.serviceProviderSid) as SpeechCredentialRow[];
}

interface Where {
  service_provider_sid: string;
  account_sid: string | null;
}

/**
 * Whom a new credential belongs to: the path's account; on a provider's path the provider, or
 * the account the body names (one of the provider's). An account user creates only for its own.
 */
function ownerOfNew(db: Db, caller: Caller, owner: SpeechOwner, credential: NewCredential): Where {
  const named = credential.account_sid ?? null;
  if (
    credential.service_provider_sid &&
    credential.service_provider_sid !== owner.serviceProviderSid
  ) {
    throw badRequest('service_provider_sid does not match the path');
  }
  if (owner.account) {
    if (named && named !== owner.account.account_sid) {
      if (caller.scope === 'account') throw insufficientPrivileges();
      throw badRequest('account_sid does not match the path');
    }
    return {
      service_provider_sid: owner.serviceProviderSid,
      account_sid: owner.account.account_sid,
    };
  }
  if (!named) return { service_provider_sid: owner.serviceProviderSid, account_sid: null };
  const account = findAccount(db, named);
  if (!account) throw badRequest('unknown account_sid');
  if (account.service_provider_sid !== owner.serviceProviderSid) {
    throw badRequest('account_sid is not an account of the service provider');
  }
  return { service_provider_sid: owner.serviceProviderSid, account_sid: account.account_sid };
}

/** A vendor's labels are unique per owner, without case (real message). */
function assertUniqueLabel(db: Db, where: Where, credential: NewCredential): void {
  if (!credential.label) return;
  const taken = db
    .prepare(
      `SELECT 1 FROM speech_credentials WHERE vendor = ? AND label = ? COLLATE NOCASE
       AND service_provider_sid = ? AND account_sid IS ? LIMIT 1`,
    )
    .get(credential.vendor, credential.label, where.service_provider_sid, where.account_sid);
  if (taken) {
    throw unprocessable(
      `Label ${credential.label} is already in use for another speech credential`,
    );
  }
}
