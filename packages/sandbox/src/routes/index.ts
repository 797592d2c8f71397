import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { authenticate } from '../auth/authenticate.ts';
import { viewOnlyForbidden } from '../http/errors.ts';
import { settleDueBilling } from '../hosted/billing.ts';
import { accountToolRoutes } from './account-tools.ts';
import { accountRoutes } from './accounts.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { appEnvRoutes } from './app-env.ts';
import { applicationRoutes } from './applications.ts';
import { clientRoutes } from './clients.ts';
import { googleCustomVoiceRoutes } from './google-custom-voices.ts';
import { hostedAuthRoutes } from './hosted-auth.ts';
import { hostedAccountRoutes } from './hosted-accounts.ts';
import { lcrRouteRoutes } from './lcr-routes.ts';
import { lcrRoutes } from './lcrs.ts';
import { limitRoutes } from './limits.ts';
import { loginRoutes } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { passwordSettingsRoutes } from './password-settings.ts';
import { phoneNumberRoutes } from './phone-numbers.ts';
import { serviceProviderRoutes } from './service-providers.ts';
import { speechCatalogRoutes } from './speech-catalog.ts';
import { speechCredentialRoutes } from './speech-credentials.ts';
import { systemInformationRoutes } from './system-information.ts';
import { teamsTenantRoutes } from './teams-tenants.ts';
import { ttsCacheRoutes } from './tts-cache.ts';
import { userRoutes } from './users.ts';
import { voipCarrierRoutes } from './voip-carriers.ts';
import { sipGatewayRoutes } from './sip-gateways.ts';
import { smppGatewayRoutes } from './smpp-gateways.ts';
import { providerListRoutes } from './provider-lists.ts';
import { liveCallRoutes } from './live-calls.ts';
import { webhookRoutes } from './webhooks.ts';
import { predefinedCarrierRoutes } from './predefined-carriers.ts';
import { recentCallRoutes } from './recent-calls.ts';
import { recordingRoutes } from './recordings.ts';
import { alertRoutes } from './alerts.ts';
import { subscriptionRoutes } from './subscriptions.ts';

/** One registration per resource; a new resource adds a file and a line here. */
const RESOURCES = [
  loginRoutes,
  passwordResetRoutes,
  hostedAuthRoutes,
  hostedAccountRoutes,
  userRoutes,
  serviceProviderRoutes,
  providerListRoutes,
  passwordSettingsRoutes,
  accountRoutes,
  accountToolRoutes,
  apiKeyRoutes,
  limitRoutes,
  applicationRoutes,
  voipCarrierRoutes,
  phoneNumberRoutes,
  teamsTenantRoutes,
  systemInformationRoutes,
  ttsCacheRoutes,
  appEnvRoutes,
  sipGatewayRoutes,
  smppGatewayRoutes,
  predefinedCarrierRoutes,
  speechCredentialRoutes,
  speechCatalogRoutes,
  googleCustomVoiceRoutes,
  clientRoutes,
  lcrRoutes,
  lcrRouteRoutes,
  recentCallRoutes,
  liveCallRoutes,
  webhookRoutes,
  recordingRoutes,
  alertRoutes,
  subscriptionRoutes,
];

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * The API, registered once per base. Every route needs a bearer token unless marked public;
 * a view-only caller is refused every write not marked allowViewOnly.
 */
export function apiRoutes(ctx: SandboxContext) {
  return async function api(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request) => {
      // Paid plans whose period has ended are settled before anyone reads an account.
      settleDueBilling(ctx);
      const config = request.routeOptions.config;
      if (config.public) return;
      const caller = await authenticate(ctx, request.headers.authorization);
      request.caller = caller;
      if (caller.isViewOnly && WRITES.has(request.method) && !config.allowViewOnly) {
        throw viewOnlyForbidden();
      }
    });
    for (const register of RESOURCES) register(app, ctx);
  };
}
