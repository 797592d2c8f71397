import type { ServiceProviderInput } from '../../api/serviceProviders.ts';
import type { ServiceProvider } from '../../api/types.ts';
import { changedFields, hasChanges, sameValue } from '../../lib/changes.ts';
import { webhookPayload, webhookValue, type WebhookValue } from '../../lib/webhook.ts';

export interface ProviderEdit {
  name: string;
  description: string;
  /** null when MS Teams direct routing is off. */
  msTeamsFqdn: string | null;
  registrationHook: WebhookValue;
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
