import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierChoice } from '../../api/numbersAndTenants.ts';
import { ConsoleRoutes } from '../../routes/ConsoleRoutes.tsx';
import { changeListAnswer, descendingBy } from '../../test/requests.ts';
import { offeredNames } from '../../test/choices.ts';
import { testSandbox } from '../../test/sandbox.ts';
import { createTestConsole, signIn } from '../../testing.tsx';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('adding a phone number', () => {
  it('offers the carriers by name, whatever order they come in', async () => {
    const reads = changeListAnswer<CarrierChoice>(
      sandbox.apiBase,
      '/VoipCarriers',
      descendingBy((carrier) => carrier.name),
    );
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const harness = createTestConsole({
      apiBase: sandbox.apiBase,
      token,
      path: '/internal/phone-numbers/add',
    });
    render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
    const carrier = await screen.findByRole('combobox', { name: /^Carrier/ });
    // The provider's own active carriers, for a number of no account.
    const names = await offeredNames(carrier);
    expect(names).toEqual([
      'Acme SMS Hub',
      'Acme Voice Backup',
      'Acme Voice PSTN',
      'Metro Fiber SIP',
    ]);
    expect(reads.length).toBeGreaterThan(0);
  });
});
