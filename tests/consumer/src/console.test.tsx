// console-kit/testing as a user's test file would use it (type-checked, not run: it needs an API).
import type { ReactNode } from 'react';
import { ConsoleRoutes } from 'console-kit';
import { createTestConsole, signIn, type TestConsoleOptions } from 'console-kit/testing';

export async function renderSignedIn(apiBase: string): Promise<ReactNode> {
  const token = await signIn(apiBase, 'admin', 'admin');
  const options: TestConsoleOptions = { apiBase, token, path: '/' };
  const { Wrapper, router, notifications } = createTestConsole(options);
  const first: string | undefined = notifications[0]?.text;
  void first;
  void router;
  return (
    <Wrapper>
      <ConsoleRoutes />
    </Wrapper>
  );
}
