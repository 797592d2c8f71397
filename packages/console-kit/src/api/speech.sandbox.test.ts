// @vitest-environment node
// (Node's own File and FormData, as a browser has them: jsdom's are not ones fetch can send.)
import { beforeEach, describe, expect, it } from 'vitest';
import { createTranslate } from '../messages/translate.ts';
import { testSandbox } from '../test/sandbox.ts';
import { signIn } from '../testing.tsx';
import { createApiClient } from './client.ts';
import { createApi } from './resources.ts';
import { accountsApi } from './accounts.ts';
import { googleCustomVoicesApi, speechCredentialsApi } from './speech.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('the speech API against the sandbox', () => {
  it('uploads a voice cloning key as a multipart form, with the bearer token only', async () => {
    const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
    const api = createApi(
      createApiClient({
        apiBase: sandbox.apiBase,
        translate: createTranslate(),
        getToken: () => token,
        onSessionFailure: () => {},
      }),
    );
    const [account] = await api(accountsApi).list();
    const owner = { kind: 'Accounts' as const, sid: account?.account_sid ?? '' };
    const credentials = await api(speechCredentialsApi).list(owner);
    const google = credentials.find((c) => c.label === 'custom voices');
    const credentialSid = google?.speech_credential_sid ?? '';
    const [voice] = await api(googleCustomVoicesApi).list(credentialSid);
    const sid = voice?.google_custom_voice_sid ?? '';
    await api(googleCustomVoicesApi).uploadCloningKey(sid, new File(['new-key'], 'voice.key'));
    const voices = await api(googleCustomVoicesApi).list(credentialSid);
    expect(voices.find((v) => v.google_custom_voice_sid === sid)).toMatchObject({
      voice_cloning_key: 'new-key',
      use_voice_cloning_key: 1,
    });
  });
});
