import { describe, expect, it } from 'vitest';
import type { ServiceProvider } from '../../api/types.ts';
import { webhookValue } from '../../lib/webhook.ts';
import { providerUpdate, providerValues, validateProvider } from './providerUpdate.ts';

const hook = {
  url: 'https://h.example.com/reg',
  method: 'POST' as const,
  username: 'u',
  password: 'p',
};
const provider: ServiceProvider = {
  service_provider_sid: 'sp1',
  name: 'Acme',
  description: 'Demo provider',
  ms_teams_fqdn: 'teams.example.com',
  registration_hook: hook,
};
const unchanged = {
  name: 'Acme',
  description: 'Demo provider',
  msTeamsFqdn: 'teams.example.com',
  registrationHook: webhookValue(hook),
};

describe('providerUpdate', () => {
  it('is null when nothing changed', () => {
    expect(providerUpdate(provider, unchanged)).toBeNull();
    expect(
      providerUpdate(
        { ...provider, registration_hook: null },
        { ...unchanged, registrationHook: webhookValue(null) },
      ),
    ).toBeNull();
  });

  it('sends the changed fields with the registration webhook kept', () => {
    expect(providerUpdate(provider, { ...unchanged, msTeamsFqdn: null })).toEqual({
      ms_teams_fqdn: null,
      registration_hook: hook,
    });
  });

  it('changes the webhook, or clears it by leaving it out', () => {
    const moved = {
      ...unchanged,
      registrationHook: { ...webhookValue(hook), url: 'https://x.example.com' },
    };
    expect(providerUpdate(provider, moved)).toEqual({
      name: 'Acme',
      registration_hook: { ...hook, url: 'https://x.example.com' },
    });
    expect(
      providerUpdate(provider, { ...unchanged, registrationHook: webhookValue(null) }),
    ).toEqual({
      name: 'Acme',
    });
  });

  it('sends the description only when it changed, a cleared one as null', () => {
    expect(providerUpdate(provider, { ...unchanged, description: ' Demo provider ' })).toBeNull();
    expect(providerUpdate(provider, { ...unchanged, description: '' })).toEqual({
      description: null,
      registration_hook: { ...hook },
    });
  });
});

describe("the provider tab's rules", () => {
  const values = providerValues(provider);
  it('asks for a name, a domain when MS Teams is on, and a well-formed webhook', () => {
    expect(validateProvider(values)).toEqual({});
    expect(validateProvider({ ...values, name: ' ', teams: true, fqdn: '' })).toEqual({
      name: 'serviceProvider.nameRequired',
      fqdn: 'settings.teamsFqdnRequired',
    });
    const bad = { ...values.registrationHook, url: 'not a url' };
    expect(validateProvider({ ...values, registrationHook: bad }).registrationHook).toBe(
      'webhook.urlInvalid',
    );
    const halfAuth = { ...values.registrationHook, url: 'https://h.example.com', password: '' };
    expect(validateProvider({ ...values, registrationHook: halfAuth }).registrationHook).toBe(
      'webhook.authBoth',
    );
  });

  it('keeps a domain hidden by unticking MS Teams out of the rules', () => {
    expect(validateProvider({ ...values, teams: false, fqdn: '' })).toEqual({});
  });
});
