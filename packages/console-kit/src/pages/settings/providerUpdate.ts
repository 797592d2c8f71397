import type { ServiceProviderInput } from '../../api/serviceProviders.ts';
import type { ServiceProvider } from '../../api/types.ts';
import { changedFields, hasChanges, sameValue } from '../../lib/changes.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import {
  basicAuthIncomplete,
  validWebhookUrl,
  webhookPayload,
  webhookValue,
  type WebhookValue,
} from '../../lib/webhook.ts';

export interface ProviderEdit {
  name: string;
  description: string;
  /** null when MS Teams direct routing is off. */
  msTeamsFqdn: string | null;
  registrationHook: WebhookValue;
}

/** The provider tab's values. Unticking MS Teams hides the domain but keeps it, should it be
 *  ticked again. */
export interface ProviderValues {
  name: string;
  description: string;
  teams: boolean;
  fqdn: string;
  registrationHook: WebhookValue;
}

export const providerValues = (provider: ServiceProvider): ProviderValues => ({
  name: provider.name,
  description: provider.description ?? '',
  teams: Boolean(provider.ms_teams_fqdn),
  fqdn: provider.ms_teams_fqdn ?? '',
  registrationHook: webhookValue(provider.registration_hook),
});

/** A name; a domain when MS Teams is on; a well-formed webhook with both basic-auth fields. */
export type ProviderMessages = ValidationMessages<'name' | 'fqdn' | 'registrationHook'>;

export function validateProvider(values: ProviderValues): ProviderMessages {
  const messages: ValidationMessages<'name' | 'fqdn' | 'registrationHook'> = {};
  if (!values.name.trim()) messages.name = 'serviceProvider.nameRequired';
  if (values.teams && !values.fqdn.trim()) messages.fqdn = 'settings.teamsFqdnRequired';
  const hook = values.registrationHook;
  if (hook.url.trim() && !validWebhookUrl(hook.url))
    messages.registrationHook = 'webhook.urlInvalid';
  else if (basicAuthIncomplete(hook)) messages.registrationHook = 'webhook.authBoth';
  return messages;
}

/**
 * The body of a provider's update, or null when nothing changed. Only changed fields are sent,
 * but the registration webhook goes with every update: a real server clears it on an update
 * without it (and answers 500 to a null one), so it is left out only to clear it.
 */
export function providerUpdate(
  provider: ServiceProvider,
  edit: ProviderEdit,
): ServiceProviderInput | null {
  const body: ServiceProviderInput = changedFields(
    {
      name: provider.name,
      description: provider.description ?? null,
      ms_teams_fqdn: provider.ms_teams_fqdn ?? null,
    },
    {
      name: edit.name.trim(),
      description: edit.description.trim() || null,
      ms_teams_fqdn: edit.msTeamsFqdn,
    },
  );
  const hook = webhookPayload(edit.registrationHook);
  const hookChanged = !sameValue(webhookPayload(webhookValue(provider.registration_hook)), hook);
  if (!hasChanges(body) && !hookChanged) return null;
  if (!hasChanges(body)) body.name = edit.name.trim(); // an update needs a field
  return hook ? { ...body, registration_hook: hook } : body;
}
