import { render } from '@testing-library/react';
import { ConsoleRoutes } from '../routes/ConsoleRoutes.tsx';
import { createTestConsole, signIn, type TestConsoleOptions } from '../testing.tsx';

/**
 * Signs the user in with the demo password and renders the whole console on `path`, with any
 * other options of the test console. Gives the session token, the test console and the render.
 */
export async function openConsoleAs(
  apiBase: string,
  username: string,
  path: string,
  options: Omit<TestConsoleOptions, 'apiBase' | 'token' | 'path'> = {},
) {
  const token = await signIn(apiBase, username, 'Demo-pass-1');
  const harness = createTestConsole({ ...options, apiBase, token, path });
  const view = render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  return { token, harness, view };
}
