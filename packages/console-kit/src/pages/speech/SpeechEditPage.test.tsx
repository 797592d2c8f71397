import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GoogleCustomVoice, SpeechCredential } from '../../api/speech.ts';
import type { Account } from '../../api/types.ts';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { changeListAnswer, descendingBy } from '../../test/requests.ts';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';
import { speechEditPath } from './useSpeech.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

const read = async <T,>(token: string, path: string) =>
  (await (
    await fetch(`${sandbox.apiBase}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as T;

describe('a Google credential', () => {
  it('shows its custom voices by name, whatever order they come in', async () => {
    const token = await signIn(sandbox.apiBase, 'acct-admin', 'Demo-pass-1');
    const [sales] = await read<Account[]>(token, '/Accounts');
    const credentials = await read<SpeechCredential[]>(
      token,
      `/Accounts/${sales!.account_sid}/SpeechCredentials`,
    );
    const google = credentials.find((c) => c.vendor === 'google' && c.account_sid !== null)!;
    const reads = changeListAnswer<GoogleCustomVoice>(
      sandbox.apiBase,
      '/GoogleCustomVoices',
      descendingBy((voice) => voice.name ?? ''),
    );
    const path = speechEditPath(google.speech_credential_sid);
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const names = await screen.findAllByRole('textbox', { name: /^Name/ });
    await waitFor(() =>
      expect(names.map((field) => (field as HTMLInputElement).value)).toEqual([
        'Narrator',
        'Sales Rep Anna',
      ]),
    );
    expect(reads.length).toBeGreaterThan(0);
  });
});
