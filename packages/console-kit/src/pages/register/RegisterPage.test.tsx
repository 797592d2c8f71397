import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole } from '../../testing.tsx';

// The registration's code, as a chunk a host serves: the first load of it fails, as a chunk that
// does not arrive would (a file of its own, so that no earlier test has loaded it).
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../../session/registrationActor.ts', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

it('says so when the registration cannot start, and starts it again on Try again', async () => {
  const harness = createTestConsole({
    apiBase: sandbox.apiBase,
    path: '/register',
    features: { hostedSystem: true },
    hosted: { serviceProviderSid: 'c10d0000-0000-4000-8000-000000000001' },
  });
  render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  const user = userEvent.setup();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The registration could not be started',
  );
  const terms = screen.getByRole('checkbox', { name: /I accept the Terms of Service/ });
  expect(terms).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(terms).toBeEnabled());
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(terms);
  expect(screen.getByRole('button', { name: 'Sign up with e-mail' })).toBeEnabled();
});
