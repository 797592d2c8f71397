import type { SpeechField } from '../lib/speechVendors.ts';
import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Created, Flag, Owner } from './types.ts';

/** A speech credential as a server answers it: its columns, then its vendor's fields (secrets
 *  masked; left out for an account user reading its provider's credential). */
export type SpeechCredential = {
  speech_credential_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  vendor: string;
  label: string | null;
  use_for_tts: Flag;
  use_for_stt: Flag;
  last_used?: string | null;
  last_tested?: string | null;
  tts_tested_ok?: Flag | null;
  stt_tested_ok?: Flag | null;
  created_at?: string | null;
  /** Extra options: JSON text (some servers answer the object). */
  options?: string | Record<string, unknown> | null;
} & Partial<Record<SpeechField, string | boolean | number | null>>;

export type SpeechCredentialInput = {
  vendor?: string;
  label?: string | null;
  account_sid?: string | null;
  use_for_tts: boolean;
  use_for_stt: boolean;
  options?: string | null;
} & Partial<Record<SpeechField, string | boolean | null>>;

/** One use's result: a failure carries the vendor's reason. */
export interface SpeechUseResult {
  status: 'ok' | 'fail' | 'not tested';
  reason?: string;
}

export interface SpeechTestResult {
  tts: SpeechUseResult;
  stt: SpeechUseResult;
}

export interface SpeechChoice {
  name: string;
  value: string;
}

/** The vendor's TTS models and STT models. */
/** A synthesis language with its voices. */
export interface SpeechLanguage extends SpeechChoice {
  voices?: SpeechChoice[];
}

/** The languages and voices a vendor offers (with the credential of the label, if given). */
export interface SpeechCatalog {
  tts: SpeechLanguage[];
  stt: SpeechChoice[];
}

export interface SpeechModels {
  models: SpeechChoice[];
  sttModels: SpeechChoice[];
}

export const REPORTED_USAGES = ['REALTIME', 'OFFLINE', 'REPORTED_USAGE_UNSPECIFIED'] as const;
export type ReportedUsage = (typeof REPORTED_USAGES)[number];

export interface GoogleCustomVoice {
  google_custom_voice_sid: string;
  speech_credential_sid: string;
  name: string | null;
  model: string | null;
  reported_usage: ReportedUsage;
  use_voice_cloning_key: Flag;
  voice_cloning_key?: string | null;
}

export interface GoogleCustomVoiceInput {
  speech_credential_sid?: string;
  name: string | null;
  model: string | null;
  reported_usage: ReportedUsage;
  use_voice_cloning_key: boolean;
}

const credentials = (owner: Owner, ...rest: string[]) =>
  path(owner.kind, owner.sid, 'SpeechCredentials', ...rest);

/** Speech credentials live under an account or a service provider (spec part 2, section 7). */
export const speechCredentialsApi = (request: Request) => ({
  list: (owner: Owner) => request<SpeechCredential[]>('GET', credentials(owner), { shape: 'list' }),
  get: (owner: Owner, sid: string) => request<SpeechCredential>('GET', credentials(owner, sid)),
  create: (owner: Owner, body: SpeechCredentialInput) =>
    request<Created>('POST', credentials(owner), { json: body }),
  update: (owner: Owner, sid: string, body: SpeechCredentialInput) =>
    request<void>('PUT', credentials(owner, sid), { json: body }),
  remove: (owner: Owner, sid: string) => request<void>('DELETE', credentials(owner, sid)),
  /** A live test of the stored credential against its vendor. */
  test: (owner: Owner, sid: string) =>
    request<SpeechTestResult>('GET', credentials(owner, sid, 'test')),
  languagesAndVoices: (owner: Owner, vendor: string, label: string) =>
    request<SpeechCatalog>('GET', credentials(owner, 'speech', 'supportedLanguagesAndVoices'), {
      searchParams: { vendor, label: label || undefined },
    }),
  models: (owner: Owner, vendor: string) =>
    request<SpeechModels>('GET', credentials(owner, 'speech', 'models'), {
      searchParams: { vendor },
    }),
});

export const googleCustomVoicesApi = (request: Request) => ({
  list: (credentialSid: string) =>
    request<GoogleCustomVoice[]>('GET', 'GoogleCustomVoices', {
      shape: 'list',
      searchParams: { speech_credential_sid: credentialSid },
    }),
  create: (body: GoogleCustomVoiceInput) =>
    request<Created>('POST', 'GoogleCustomVoices', { json: body }),
  update: (sid: string, body: GoogleCustomVoiceInput) =>
    request<void>('PUT', path('GoogleCustomVoices', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('GoogleCustomVoices', sid)),
  /** The voice cloning key file, sent as a form (bearer token only, no JSON). */
  uploadCloningKey: (sid: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<void>('POST', path('GoogleCustomVoices', sid, 'VoiceCloningKey'), { form });
  },
});
