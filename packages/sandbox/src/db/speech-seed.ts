import { randomUUID } from 'node:crypto';
import type { StoredFields } from '../speech/fields.ts';
import { insertRow, isoSeconds, type Db } from './database.ts';
import type { ProviderKey } from './seed-data.ts';

/**
 * The demo speech credentials: Acme Voice's own across vendors, and Acme Sales' (one Google
 * credential with custom voices). Keys are made up; the sandbox never contacts a vendor.
 */

interface SeedCredential {
  /** A provider key for a provider's own credential, or an account name. */
  owner: ProviderKey | string;
  vendor: string;
  label?: string;
  tts: boolean;
  stt: boolean;
  fields: StoredFields;
  /** Last test results: [tts_tested_ok, stt_tested_ok], null where never tested. */
  tested?: [0 | 1 | null, 0 | 1 | null];
  /** How long ago it was last used by a call, in hours. */
  usedHoursAgo?: number;
  voices?: readonly SeedVoice[];
}

interface SeedVoice {
  name: string | null;
  model: string | null;
  reported_usage: 'REALTIME' | 'OFFLINE' | 'REPORTED_USAGE_UNSPECIFIED';
  voice_cloning_key?: string;
}

const serviceKey = (project: string, email: string) =>
  JSON.stringify({
    type: 'service_account',
    project_id: project,
    private_key_id: '3b1f0c9e2d7a4e5f8a6b',
    private_key:
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7c2FuZGJveA==\n-----END PRIVATE KEY-----\n',
    client_email: email,
    client_id: '109876543210987654321',
  });

export const SEED_SPEECH_CREDENTIALS: readonly SeedCredential[] = [
  {
    owner: 'acme',
    vendor: 'google',
    tts: true,
    stt: true,
    fields: {
      service_key: serviceKey(
        'acme-voice-speech',
        'speech@acme-voice-speech.iam.gserviceaccount.com',
      ),
    },
    tested: [1, 1],
    usedHoursAgo: 2,
  },
  {
    owner: 'acme',
    vendor: 'aws',
    tts: true,
    stt: true,
    fields: {
      aws_region: 'us-east-1',
      access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      secret_access_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYSPEECHKEY',
    },
    tested: [1, 1],
    usedHoursAgo: 5,
  },
  {
    owner: 'acme',
    vendor: 'microsoft',
    tts: true,
    stt: true,
    fields: { region: 'eastus', api_key: '4f7c1e2a9b3d4c5e8f6a7b8c9d0e1f2a' },
    tested: [1, 0],
    usedHoursAgo: 26,
  },
  {
    owner: 'acme',
    vendor: 'nuance',
    tts: true,
    stt: true,
    fields: { client_id: 'appID:ACME_VOICE_2024', secret: 'nuance-Client-secret-7d3e' },
  },
  {
    owner: 'acme',
    vendor: 'deepgram',
    label: 'on-prem',
    tts: false,
    stt: true,
    fields: { deepgram_stt_uri: '10.20.0.15:8080', deepgram_stt_use_tls: false },
  },
  {
    owner: 'Acme Sales',
    vendor: 'google',
    label: 'custom voices',
    tts: true,
    stt: false,
    fields: {
      service_key: serviceKey('acme-sales-voices', 'tts@acme-sales-voices.iam.gserviceaccount.com'),
    },
    tested: [1, null],
    voices: [
      {
        name: 'Sales Rep Anna',
        model: 'projects/acme-sales-voices/locations/us-central1/models/sales-rep-anna',
        reported_usage: 'REALTIME',
      },
      {
        name: 'Narrator',
        model: null,
        reported_usage: 'OFFLINE',
        voice_cloning_key: 'CiQAcGFja2VkLXZvaWNlLWNsb25pbmcta2V5LXNhbmRib3g=',
      },
    ],
  },
  {
    owner: 'Acme Sales',
    vendor: 'elevenlabs',
    tts: true,
    stt: false,
    fields: {
      api_key: 'sk_3a9f1c7e5b2d4f6a8c0e1b3d5f7a9c2e',
      model_id: 'eleven_turbo_v2_5',
      options:
        '{"voice_settings":{"stability":0.5,"similarity_boost":0.5,"use_speaker_boost":true}}',
    },
    tested: [1, null],
    usedHoursAgo: 1,
  },
  {
    owner: 'Acme Sales',
    vendor: 'deepgram',
    tts: true,
    stt: true,
    fields: { api_key: 'dg-4e8a2c6f0b1d3e5a7c9f', model_id: 'nova-2-phonecall' },
    tested: [null, 1],
    usedHoursAgo: 3,
  },
  {
    owner: 'Acme Sales',
    vendor: 'openai',
    tts: true,
    stt: false,
    fields: { api_key: 'invalid-sk-proj-rotated-2025', model_id: 'gpt-4o-mini-tts' },
    tested: [0, null],
  },
  {
    owner: 'Acme Sales',
    vendor: 'custom:acme-asr',
    label: 'lab',
    tts: false,
    stt: true,
    fields: {
      auth_token: 'acme-asr-token-92f1',
      custom_stt_url: 'wss://asr.acme-sales.example/v1/stream',
    },
  },
];

/** What the demo seed already wrote that credentials belong to. */
interface Owners {
  providers: Record<ProviderKey, string>;
  accounts: Map<string, { sid: string; provider: string }>;
}

export function seedSpeech(db: Db, owners: Owners, nowMs: number): void {
  for (const seed of SEED_SPEECH_CREDENTIALS) {
    const account = owners.accounts.get(seed.owner);
    const sid = randomUUID();
    const [tts, stt] = seed.tested ?? [null, null];
    insertRow(db, 'speech_credentials', {
      speech_credential_sid: sid,
      service_provider_sid: account?.provider ?? owners.providers[seed.owner as ProviderKey],
      account_sid: account?.sid ?? null,
      vendor: seed.vendor,
      use_for_tts: seed.tts ? 1 : 0,
      use_for_stt: seed.stt ? 1 : 0,
      last_used: seed.usedHoursAgo ? isoSeconds(nowMs - seed.usedHoursAgo * 3_600_000) : null,
      last_tested: seed.tested ? isoSeconds(nowMs - 86_400_000) : null,
      tts_tested_ok: tts,
      stt_tested_ok: stt,
      created_at: isoSeconds(nowMs - 30 * 86_400_000),
      label: seed.label ?? null,
      credential: JSON.stringify(seed.fields),
    });
    for (const voice of seed.voices ?? []) {
      insertRow(db, 'google_custom_voices', {
        google_custom_voice_sid: randomUUID(),
        speech_credential_sid: sid,
        model: voice.model,
        reported_usage: voice.reported_usage,
        name: voice.name,
        voice_cloning_key: voice.voice_cloning_key ?? null,
        use_voice_cloning_key: voice.voice_cloning_key ? 1 : 0,
      });
    }
  }
}
