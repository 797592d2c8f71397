import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import type { Caller } from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import { findGoogleCustomVoice, findSpeechCredential } from '../../db/queries.ts';
import type { GoogleCustomVoiceRow, SpeechCredentialRow } from '../../db/rows.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { acceptMultipart, parseForm } from '../../http/multipart.ts';
import { readBody, type BodyOf } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { canManageCredential, canTestCredential, insufficientPrivileges } from './speech-owner.ts';
import { voiceListQuery } from './google-custom-voice-list.ts';

const USAGES = ['REPORTED_USAGE_UNSPECIFIED', 'REALTIME', 'OFFLINE'] as const;
const CLONING_KEY_MAX = 65_536;

const FIELDS = {
  name: { type: 'string', max: 255, nullable: true, isName: true },
  model: { type: 'string', max: 512, nullable: true },
  reported_usage: { type: 'enum', values: USAGES },
  use_voice_cloning_key: { type: 'boolean' },
  voice_cloning_key: { type: 'string', max: CLONING_KEY_MAX, nullable: true },
} as const;
const CREATE_FIELDS = {
  ...FIELDS,
  speech_credential_sid: { type: 'sid', required: true },
} as const;
const UPDATE_FIELDS = {
  ...FIELDS,
  speech_credential_sid: { type: 'sid' },
  google_custom_voice_sid: { type: 'sid' },
} as const;

/** Reading a voice follows reading its credential (an account user also sees its provider's). */
const canRead = canTestCredential;

/**
 * GET, POST /GoogleCustomVoices; GET, PUT, DELETE /GoogleCustomVoices/{sid};
 * POST /GoogleCustomVoices/{sid}/VoiceCloningKey (multipart/form-data, a file field `file`).
 */
export function googleCustomVoiceRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  acceptMultipart(api);

  api.get('/GoogleCustomVoices', async (request) => {
    const { sql, params } = voiceListQuery(db, callerOf(request), request.query);
    return db.prepare(sql).all(...params);
  });

  api.get('/GoogleCustomVoices/:sid', async (request) => voiceOfPath(db, request, canRead));

  api.post('/GoogleCustomVoices', async (request, reply) => {
    const body = readBody(request.body, CREATE_FIELDS);
    credentialOfBody(db, callerOf(request), body.speech_credential_sid);
    const voice = {
      model: body.model?.trim() || null,
      reported_usage: body.reported_usage ?? 'REALTIME',
      name: body.name?.trim() || null,
      voice_cloning_key: body.voice_cloning_key ?? null,
      use_voice_cloning_key: body.use_voice_cloning_key ?? 0,
    };
    assertNamedOrCloned(voice);
    const sid = randomUUID();
    insertRow(db, 'google_custom_voices', {
      google_custom_voice_sid: sid,
      speech_credential_sid: body.speech_credential_sid,
      ...voice,
    });
    return reply.code(201).send({ sid });
  });

  api.put('/GoogleCustomVoices/:sid', async (request, reply) => {
    const row = voiceOfPath(db, request, canManageCredential);
    const body = readBody(request.body, UPDATE_FIELDS);
    for (const key of ['speech_credential_sid', 'google_custom_voice_sid'] as const) {
      if (body[key] !== undefined && body[key] !== row[key])
        throw badRequest(`${key} may not be changed`);
    }
    const voice = changed(row, body);
    assertNamedOrCloned(voice);
    updateRow(
      db,
      'google_custom_voices',
      { column: 'google_custom_voice_sid', value: row.google_custom_voice_sid },
      voice,
    );
    return reply.code(204).send();
  });

  api.delete('/GoogleCustomVoices/:sid', async (request, reply) => {
    const row = voiceOfPath(db, request, canManageCredential);
    db.prepare('DELETE FROM google_custom_voices WHERE google_custom_voice_sid = ?').run(
      row.google_custom_voice_sid,
    );
    return reply.code(204).send();
  });

  api.post('/GoogleCustomVoices/:sid/VoiceCloningKey', async (request, reply) => {
    const row = voiceOfPath(db, request, canManageCredential);
    const key = cloningKeyOfUpload(request);
    updateRow(
      db,
      'google_custom_voices',
      { column: 'google_custom_voice_sid', value: row.google_custom_voice_sid },
      { voice_cloning_key: key, use_voice_cloning_key: 1 },
    );
    return reply.code(204).send();
  });
}

type Voice = Omit<GoogleCustomVoiceRow, 'google_custom_voice_sid' | 'speech_credential_sid'>;

function changed(row: GoogleCustomVoiceRow, body: BodyOf<typeof UPDATE_FIELDS>): Voice {
  const text = (sent: string | null | undefined, stored: string | null) =>
    sent === undefined ? stored : sent?.trim() || null;
  return {
    model: text(body.model, row.model),
    reported_usage: body.reported_usage ?? row.reported_usage,
    name: text(body.name, row.name),
    voice_cloning_key:
      body.voice_cloning_key === undefined ? row.voice_cloning_key : body.voice_cloning_key,
    use_voice_cloning_key: body.use_voice_cloning_key ?? row.use_voice_cloning_key,
  };
}

/** Name and model are needed unless the voice is cloned from a key (spec). */
function assertNamedOrCloned(voice: Voice): void {
  if (voice.use_voice_cloning_key) return;
  if (!voice.name) throw badRequest('name is required');
  if (!voice.model) throw badRequest('model is required');
}

/** The Google credential a new voice belongs to: 400 unknown or not Google, 403 out of reach. */
function credentialOfBody(db: Db, caller: Caller, sid: string): SpeechCredentialRow {
  const credential = findSpeechCredential(db, sid);
  if (!credential) throw badRequest('Invalid speech_credential_sid');
  if (!canManageCredential(caller, credential)) throw insufficientPrivileges();
  if (credential.vendor !== 'google') {
    throw badRequest('speech_credential_sid must be a google credential');
  }
  return credential;
}

function voiceOfPath(
  db: Db,
  request: FastifyRequest,
  canReach: (caller: Caller, row: SpeechCredentialRow) => boolean,
): GoogleCustomVoiceRow {
  const voice = findGoogleCustomVoice(db, parseSid((request.params as { sid: string }).sid));
  if (!voice) throw notFound();
  const credential = findSpeechCredential(db, voice.speech_credential_sid);
  if (!credential) throw notFound();
  if (!canReach(callerOf(request), credential)) throw insufficientPrivileges();
  return voice;
}

/** The uploaded key: the `file` part, a non-empty text file. */
function cloningKeyOfUpload(request: FastifyRequest): string {
  const parts = parseForm(request.headers['content-type'], request.body);
  const file = parts.find((part) => part.name === 'file');
  if (!file) throw badRequest('the form has no field named file');
  if (file.filename === null) throw badRequest('file must be a file upload, not a text field');
  if (file.data.length === 0) throw badRequest('the file is empty');
  const text = file.data.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw badRequest('the voice cloning key file must be text');
  }
  if (text.length > CLONING_KEY_MAX) {
    throw badRequest(`the voice cloning key file must be at most ${CLONING_KEY_MAX} characters`);
  }
  return text.trim();
}
