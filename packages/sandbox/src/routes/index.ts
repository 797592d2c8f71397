import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { authenticate } from '../auth/authenticate.ts';
import { viewOnlyForbidden } from '../http/errors.ts';
import { settleDueBilling } from '../hosted/billing.ts';
import { accountToolRoutes } from './accounts/account-tools.ts';
import { accountRoutes } from './accounts/accounts.ts';
import { apiKeyRoutes } from './accounts/api-keys.ts';
import { appEnvRoutes } from './applications/app-env.ts';
import { applicationRoutes } from './applications/applications.ts';
import { clientRoutes } from './clients/clients.ts';
import { googleCustomVoiceRoutes } from './speech/google-custom-voices.ts';
import { hostedAuthRoutes } from './sign-in/hosted-auth.ts';
import { hostedAccountRoutes } from './accounts/hosted-accounts.ts';
import { lcrRouteRoutes } from './lcrs/lcr-routes.ts';
import { lcrRoutes } from './lcrs/lcrs.ts';
import { limitRoutes } from './accounts/limits.ts';
import { loginRoutes } from './sign-in/login.ts';
import { passwordResetRoutes } from './sign-in/password-reset.ts';
import { passwordSettingsRoutes } from './users/password-settings.ts';
import { phoneNumberRoutes } from './numbers/phone-numbers.ts';
import { serviceProviderRoutes } from './providers/service-providers.ts';
import { speechCatalogRoutes } from './speech/speech-catalog.ts';
import { speechCredentialRoutes } from './speech/speech-credentials.ts';
import { systemInformationRoutes } from './providers/system-information.ts';
import { teamsTenantRoutes } from './numbers/teams-tenants.ts';
import { ttsCacheRoutes } from './providers/tts-cache.ts';
import { userRoutes } from './users/users.ts';
import { voipCarrierRoutes } from './carriers/voip-carriers.ts';
import { sipGatewayRoutes } from './carriers/sip-gateways.ts';
import { smppGatewayRoutes } from './carriers/smpp-gateways.ts';
import { providerListRoutes } from './providers/provider-lists.ts';
import { liveCallRoutes } from './calls/live-calls.ts';
import { webhookRoutes } from './applications/webhooks.ts';
import { predefinedCarrierRoutes } from './carriers/predefined-carriers.ts';
import { recentCallRoutes } from './calls/recent-calls.ts';
import { recordingRoutes } from './calls/recordings.ts';
import { alertRoutes } from './calls/alerts.ts';
import { apiIndexRoute } from './api-index.ts';
import { subscriptionRoutes } from './accounts/subscriptions.ts';

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
    apiIndexRoute(app);
    for (const register of RESOURCES) register(app, ctx);
  };
}
