import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn } from '../testing.tsx';
import { useConsole, useSession, useT } from './context.ts';

const sandbox = testSandbox();

describe("the console's contexts", () => {
  it('a change of session renders again only what reads the session', async () => {
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const harness = createTestConsole({ apiBase: sandbox.apiBase, token, path: '/internal' });
    const renders = { messages: 0, session: 0 };
    let end: (() => void) | undefined;
    function MessagesOnly() {
      const t = useT();
      renders.messages += 1;
      return <p>{t('form.save')}</p>;
    }
    function SessionReader() {
      const session = useSession();
      const { endSession } = useConsole();
      end = () => endSession('signedOut');
      renders.session += 1;
      return <p>{session ? 'signed in' : 'signed out'}</p>;
    }
    render(
      <>
        <MessagesOnly />
        <SessionReader />
      </>,
      { wrapper: harness.Wrapper },
    );
    expect(screen.getByText('signed in')).toBeTruthy();
    const before = { ...renders };
    act(() => end?.());
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(renders.session).toBeGreaterThan(before.session);
    expect(renders.messages).toBe(before.messages);
  });
});
