import { describe, expect, it } from 'vitest';
import {
  newVoice,
  validateVoices,
  voiceChanges,
  voicePayload,
  voiceValues,
} from './customVoices.ts';

const anna = voiceValues({
  google_custom_voice_sid: 'v1',
  speech_credential_sid: 's1',
  name: 'Anna',
  model: 'projects/p/models/anna',
  reported_usage: 'REALTIME',
  use_voice_cloning_key: 0,
});
const narrator = voiceValues({
  google_custom_voice_sid: 'v2',
  speech_credential_sid: 's1',
  name: 'Narrator',
  model: null,
  reported_usage: 'OFFLINE',
  use_voice_cloning_key: 1,
  voice_cloning_key: 'key',
});

describe('Google custom voices', () => {
  it("needs at least one voice: 'You must provide at least one custom voice.'", () => {
    expect(validateVoices([])).toEqual({ voices: { key: 'speech.voicesRequired' } });
  });

  it('needs a name and a model, unless the voice comes from a cloning key file', () => {
    const blank = newVoice();
    expect(validateVoices([blank])).toEqual({
      [`voice.${blank.row}.name`]: { key: 'speech.voiceNameRequired' },
      [`voice.${blank.row}.model`]: { key: 'speech.voiceModelRequired' },
    });
    const cloned = { ...blank, useCloningKey: true };
    expect(validateVoices([cloned])).toEqual({
      [`voice.${blank.row}.key`]: { key: 'speech.voiceKeyRequired' },
    });
    const picked = { ...cloned, cloningKeyFile: new File(['k'], 'k.txt') };
    expect(validateVoices([picked, anna, narrator])).toEqual({});
  });

  it('sends a cloned voice without a model, and with the default usage REALTIME', () => {
    expect(voicePayload(narrator)).toEqual({
      name: 'Narrator',
      model: null,
      reported_usage: 'OFFLINE',
      use_voice_cloning_key: true,
    });
    expect(voicePayload({ ...newVoice(), name: ' Bot ', model: ' m ' })).toEqual({
      name: 'Bot',
      model: 'm',
      reported_usage: 'REALTIME',
      use_voice_cloning_key: false,
    });
  });

  it('deletes the saved voices the form dropped, or all of them once voices are off', () => {
    const added = newVoice();
    expect(voiceChanges([anna, narrator], [narrator, added], true)).toEqual({
      remove: [anna],
      save: [narrator, added],
    });
    expect(voiceChanges([anna, narrator], [anna, narrator], false)).toEqual({
      remove: [anna, narrator],
      save: [],
    });
  });
});
