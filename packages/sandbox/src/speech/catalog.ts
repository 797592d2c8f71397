/**
 * Small, realistic sets of languages, voices and models per vendor, answered by the
 * supportedLanguagesAndVoices and models routes (a real server asks the vendors).
 */

export interface Choice {
  name: string;
  value: string;
}

export interface Language extends Choice {
  voices: Choice[];
}

export interface VendorCatalog {
  tts: Language[];
  stt: Choice[];
  /** TTS models. */
  models: Choice[];
  sttModels: Choice[];
}

const c = (value: string, name = value): Choice => ({ name, value });

const LANGUAGE_NAMES: Record<string, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'en-AU': 'English (Australia)',
  'de-DE': 'German (Germany)',
  'es-ES': 'Spanish (Spain)',
  'es-US': 'Spanish (US)',
  'fr-FR': 'French (France)',
  'it-IT': 'Italian (Italy)',
  'ja-JP': 'Japanese (Japan)',
  'pt-BR': 'Portuguese (Brazil)',
  'ca-ES': 'Catalan (Spain)',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  multi: 'Multilingual',
};

const lang = (code: string): Choice => c(code, LANGUAGE_NAMES[code] ?? code);
const langs = (...codes: string[]): Choice[] => codes.map(lang);
/** A language with its voices as [value, name] pairs. */
const voices = (code: string, list: [string, string][]): Language => ({
  ...lang(code),
  voices: list.map(([value, name]) => c(value, name)),
});

const EMPTY: VendorCatalog = { tts: [], stt: [], models: [], sttModels: [] };
const catalog = (parts: Partial<VendorCatalog>): VendorCatalog => ({ ...EMPTY, ...parts });

export const CATALOG: Record<string, VendorCatalog> = {
  aws: catalog({
    tts: [
      voices('en-US', [
        ['Joanna', 'Joanna (Female)'],
        ['Matthew', 'Matthew (Male)'],
        ['Salli', 'Salli (Female)'],
      ]),
      voices('en-GB', [
        ['Amy', 'Amy (Female)'],
        ['Brian', 'Brian (Male)'],
      ]),
      voices('de-DE', [
        ['Vicki', 'Vicki (Female)'],
        ['Daniel', 'Daniel (Male)'],
      ]),
      voices('es-ES', [
        ['Lucia', 'Lucia (Female)'],
        ['Sergio', 'Sergio (Male)'],
      ]),
      voices('fr-FR', [
        ['Lea', 'Lea (Female)'],
        ['Remi', 'Remi (Male)'],
      ]),
    ],
    stt: langs('en-US', 'en-GB', 'de-DE', 'es-ES', 'es-US', 'fr-FR'),
    models: [c('standard', 'Standard'), c('neural', 'Neural'), c('generative', 'Generative')],
  }),
  google: catalog({
    tts: [
      voices('en-US', [
        ['en-US-Standard-C', 'Standard-C (Female)'],
        ['en-US-Standard-B', 'Standard-B (Male)'],
        ['en-US-Wavenet-C', 'Wavenet-C (Female)'],
        ['en-US-Neural2-F', 'Neural2-F (Female)'],
        ['en-US-Chirp3-HD-Aoede', 'Chirp3-HD-Aoede (Female)'],
      ]),
      voices('en-GB', [
        ['en-GB-Standard-A', 'Standard-A (Female)'],
        ['en-GB-Wavenet-B', 'Wavenet-B (Male)'],
      ]),
      voices('de-DE', [
        ['de-DE-Standard-A', 'Standard-A (Female)'],
        ['de-DE-Wavenet-B', 'Wavenet-B (Male)'],
      ]),
      voices('es-ES', [['es-ES-Standard-A', 'Standard-A (Female)']]),
      voices('fr-FR', [
        ['fr-FR-Standard-A', 'Standard-A (Female)'],
        ['fr-FR-Wavenet-B', 'Wavenet-B (Male)'],
      ]),
    ],
    stt: langs('en-US', 'en-GB', 'de-DE', 'es-ES', 'fr-FR', 'ja-JP'),
    sttModels: [
      c('latest_long', 'Latest long'),
      c('latest_short', 'Latest short'),
      c('phone_call', 'Phone call'),
      c('telephony', 'Telephony'),
      c('command_and_search', 'Command and search'),
    ],
  }),
  microsoft: catalog({
    tts: [
      voices('en-US', [
        ['en-US-JennyNeural', 'Jenny (Female)'],
        ['en-US-GuyNeural', 'Guy (Male)'],
        ['en-US-AriaNeural', 'Aria (Female)'],
      ]),
      voices('en-GB', [
        ['en-GB-SoniaNeural', 'Sonia (Female)'],
        ['en-GB-RyanNeural', 'Ryan (Male)'],
      ]),
      voices('de-DE', [
        ['de-DE-KatjaNeural', 'Katja (Female)'],
        ['de-DE-ConradNeural', 'Conrad (Male)'],
      ]),
      voices('es-ES', [
        ['es-ES-ElviraNeural', 'Elvira (Female)'],
        ['es-ES-AlvaroNeural', 'Alvaro (Male)'],
      ]),
      voices('fr-FR', [
        ['fr-FR-DeniseNeural', 'Denise (Female)'],
        ['fr-FR-HenriNeural', 'Henri (Male)'],
      ]),
    ],
    stt: langs('en-US', 'en-GB', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'),
  }),
  deepgram: catalog({
    tts: [
      voices('en-US', [
        ['aura-asteria-en', 'Asteria (Female)'],
        ['aura-luna-en', 'Luna (Female)'],
        ['aura-orion-en', 'Orion (Male)'],
        ['aura-2-thalia-en', 'Thalia (Female, Aura 2)'],
      ]),
    ],
    stt: langs('en-US', 'en-GB', 'es', 'fr', 'de', 'multi'),
    models: [c('aura', 'Aura'), c('aura-2', 'Aura 2')],
    sttModels: [
      c('nova-3', 'Nova 3'),
      c('nova-2', 'Nova 2'),
      c('nova-2-phonecall', 'Nova 2 phone call'),
      c('enhanced', 'Enhanced'),
      c('base', 'Base'),
    ],
  }),
  ibm: catalog({
    tts: [
      voices('en-US', [
        ['en-US_AllisonV3Voice', 'Allison (Female)'],
        ['en-US_MichaelV3Voice', 'Michael (Male)'],
      ]),
      voices('en-GB', [['en-GB_KateV3Voice', 'Kate (Female)']]),
      voices('de-DE', [['de-DE_BirgitV3Voice', 'Birgit (Female)']]),
    ],
    stt: langs('en-US', 'en-GB', 'de-DE', 'fr-FR'),
    sttModels: [
      c('en-US_Telephony', 'US English telephony'),
      c('en-US_Multimedia', 'US English multimedia'),
    ],
  }),
  nuance: catalog({
    tts: [
      voices('en-US', [
        ['Evan', 'Evan (Male)'],
        ['Zoe', 'Zoe (Female)'],
      ]),
      voices('en-GB', [
        ['Serena', 'Serena (Female)'],
        ['Daniel', 'Daniel (Male)'],
      ]),
      voices('fr-FR', [['Audrey-ML', 'Audrey (Female)']]),
    ],
    stt: langs('en-US', 'en-GB', 'fr-FR', 'de-DE'),
  }),
  nvidia: catalog({
    tts: [
      voices('en-US', [
        ['English-US.Female-1', 'Female 1'],
        ['English-US.Male-1', 'Male 1'],
      ]),
    ],
    stt: langs('en-US', 'es-US', 'de-DE'),
  }),
  wellsaid: catalog({
    tts: [
      voices('en-US', [
        ['3', 'Alana B.'],
        ['4', 'Ramona J.'],
        ['8', 'Jimmy J.'],
      ]),
    ],
  }),
  soniox: catalog({
    stt: langs('en', 'es', 'fr', 'de', 'multi'),
    sttModels: [c('stt-rt-preview', 'Real-time preview'), c('precision_ivr', 'Precision IVR')],
  }),
  speechmatics: catalog({ stt: langs('en', 'de', 'es', 'fr') }),
  custom: EMPTY,
  cobalt: catalog({
    stt: langs('en-US'),
    sttModels: [c('en_US-8khz', 'US English 8 kHz'), c('en_US-16khz', 'US English 16 kHz')],
  }),
  elevenlabs: catalog({
    tts: [
      voices('en-US', [
        ['21m00Tcm4TlvDq8ikWAM', 'Rachel'],
        ['pNInz6obpgDQGcFmaJgB', 'Adam'],
        ['EXAVITQu4vr4xnSDxMaL', 'Bella'],
      ]),
    ],
    models: [
      c('eleven_turbo_v2_5', 'Turbo v2.5'),
      c('eleven_turbo_v2', 'Turbo v2'),
      c('eleven_flash_v2_5', 'Flash v2.5'),
      c('eleven_multilingual_v2', 'Multilingual v2'),
    ],
  }),
  assemblyai: catalog({
    stt: langs('en', 'es', 'fr', 'de'),
    sttModels: [
      c('best', 'Best'),
      c('nano', 'Nano'),
      c('universal-streaming', 'Universal streaming'),
    ],
  }),
  voxist: catalog({ stt: langs('fr-FR', 'en-US', 'de-DE', 'es-ES') }),
  whisper: catalog({
    tts: [
      voices('en-US', [
        ['alloy', 'Alloy'],
        ['echo', 'Echo'],
        ['fable', 'Fable'],
        ['onyx', 'Onyx'],
        ['nova', 'Nova'],
        ['shimmer', 'Shimmer'],
      ]),
    ],
    models: [
      c('tts-1', 'TTS 1'),
      c('tts-1-hd', 'TTS 1 HD'),
      c('gpt-4o-mini-tts', 'GPT-4o mini TTS'),
    ],
  }),
  playht: catalog({
    tts: [
      voices('en-US', [
        [
          's3://voice-cloning-zero-shot/d9ff78ba-d016-47f6-b0ef-dd630f59414e/female-cs/manifest.json',
          'Jennifer',
        ],
        [
          's3://voice-cloning-zero-shot/baf1ef41-36b6-428c-9bdf-50ba54682bd8/original/manifest.json',
          'Mason',
        ],
      ]),
    ],
    models: [c('Play3.0-mini', 'Play 3.0 mini'), c('PlayDialog', 'PlayDialog')],
  }),
  rimelabs: catalog({
    tts: [
      voices('en-US', [
        ['cove', 'Cove'],
        ['mist', 'Mist'],
        ['marsh', 'Marsh'],
      ]),
    ],
    models: [c('mistv2', 'Mist v2'), c('arcana', 'Arcana')],
  }),
  inworld: catalog({
    tts: [
      voices('en-US', [
        ['Ashley', 'Ashley'],
        ['Dennis', 'Dennis'],
        ['Olivia', 'Olivia'],
      ]),
    ],
    models: [c('inworld-tts-1', 'Inworld TTS 1'), c('inworld-tts-1-max', 'Inworld TTS 1 Max')],
  }),
  verbio: catalog({
    tts: [
      voices('en-US', [
        ['tommy_en_us', 'Tommy (Male)'],
        ['annie_en_us', 'Annie (Female)'],
      ]),
      voices('es-ES', [['laura_es_es', 'Laura (Female)']]),
    ],
    stt: langs('en-US', 'es-ES', 'ca-ES'),
    sttModels: [c('V1', 'V1'), c('V2', 'V2')],
  }),
  cartesia: catalog({
    tts: [
      voices('en-US', [
        ['694f9389-aac1-45b6-b726-9d9369183238', 'Sarah'],
        ['a0e99841-438c-4a64-b679-ae501e7d6091', 'Barbershop Man'],
      ]),
    ],
    stt: langs('en', 'es', 'fr', 'de'),
    models: [c('sonic-2', 'Sonic 2'), c('sonic-turbo', 'Sonic Turbo')],
    sttModels: [c('ink-whisper', 'Ink Whisper')],
  }),
  openai: catalog({
    tts: [
      voices('en-US', [
        ['alloy', 'Alloy'],
        ['ash', 'Ash'],
        ['coral', 'Coral'],
        ['sage', 'Sage'],
      ]),
    ],
    stt: langs('en-US', 'es-ES', 'fr-FR', 'de-DE'),
    models: [c('gpt-4o-mini-tts', 'GPT-4o mini TTS'), c('tts-1', 'TTS 1')],
    sttModels: [
      c('gpt-4o-transcribe', 'GPT-4o transcribe'),
      c('gpt-4o-mini-transcribe', 'GPT-4o mini transcribe'),
      c('whisper-1', 'Whisper 1'),
    ],
  }),
};
