import type { GoogleCustomVoice, GoogleCustomVoiceInput, ReportedUsage } from '../../api/speech.ts';
import type { ValidationMessages } from '../../lib/validation.ts';

/** A Google custom voice as the form edits it. */
export interface VoiceValues {
  /** Stable across edits, for keys and problems (`voice.<row>.name`). */
  row: string;
  /** The saved voice's sid; absent for a new one. */
  sid?: string;
  name: string;
  model: string;
  reportedUsage: ReportedUsage;
  /** The voice comes from a voice cloning key rather than a model. */
  useCloningKey: boolean;
  /** The key file picked in this form, sent after the voice is saved. */
  cloningKeyFile: File | null;
  /** The server already holds a key for this voice. */
  hasStoredKey: boolean;
}

let nextRow = 0;
const newRow = () => `v${++nextRow}`;

export function newVoice(): VoiceValues {
  return {
    row: newRow(),
    name: '',
    model: '',
    reportedUsage: 'REALTIME',
    useCloningKey: false,
    cloningKeyFile: null,
    hasStoredKey: false,
  };
}

export function voiceValues(voice: GoogleCustomVoice): VoiceValues {
  const stored = Boolean(Number(voice.use_voice_cloning_key));
  return {
    row: newRow(),
    sid: voice.google_custom_voice_sid,
    name: voice.name ?? '',
    model: voice.model ?? '',
    reportedUsage: voice.reported_usage,
    useCloningKey: stored,
    cloningKeyFile: null,
    hasStoredKey: stored,
  };
}

/** At least one voice; each needs a name and a model, unless it comes from a cloning key, which
 *  then needs its key file (spec part 2, section 5). */
export function validateVoices(voices: readonly VoiceValues[]): ValidationMessages {
  if (voices.length === 0) return { voices: { key: 'speech.voicesRequired' } };
  const problems: ValidationMessages = {};
  for (const voice of voices) {
    if (voice.useCloningKey) {
      if (!voice.cloningKeyFile && !voice.hasStoredKey)
        problems[`voice.${voice.row}.key`] = { key: 'speech.voiceKeyRequired' };
      continue;
    }
    if (!voice.name.trim())
      problems[`voice.${voice.row}.name`] = { key: 'speech.voiceNameRequired' };
    if (!voice.model.trim())
      problems[`voice.${voice.row}.model`] = { key: 'speech.voiceModelRequired' };
  }
  return problems;
}

export function voicePayload(voice: VoiceValues): GoogleCustomVoiceInput {
  return {
    name: voice.name.trim() || null,
    model: voice.useCloningKey ? null : voice.model.trim() || null,
    reported_usage: voice.reportedUsage,
    use_voice_cloning_key: voice.useCloningKey,
  };
}

/** What saving the voices does on the server: the saved ones the form no longer holds (all of
 *  them when custom voices are turned off) are deleted, the others updated or created. */
export function voiceChanges(
  stored: readonly VoiceValues[],
  voices: readonly VoiceValues[],
  inUse: boolean,
) {
  const kept = inUse ? voices : [];
  return {
    remove: stored.filter((old) => !kept.some((voice) => voice.sid === old.sid)),
    save: kept,
  };
}
