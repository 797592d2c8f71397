import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierChoice } from '../../api/numbersAndTenants.ts';
import { changeListAnswer, descendingBy } from '../../test/requests.ts';
import { offeredNames } from '../../test/choices.ts';
import { openConsoleAs } from '../../test/openConsole.tsx';
import { testSandbox } from '../../test/sandbox.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());

describe('adding a phone number', () => {
  it('offers the carriers by name, whatever order they come in', async () => {
    const reads = changeListAnswer<CarrierChoice>(
      sandbox.apiBase,
      '/VoipCarriers',
      descendingBy((carrier) => carrier.name),
    );
    await openConsoleAs(sandbox.apiBase, 'sp-admin', '/internal/phone-numbers/add');
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
