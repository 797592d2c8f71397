import { accountsApi } from './accounts.ts';
import { applicationsApi } from './applications.ts';
import { authApi } from './auth.ts';
import { alertsApi, recentCallsApi, recordingsApi } from './calls.ts';
import { carriersApi, sipGatewaysApi, smppGatewaysApi } from './carriers.ts';
import type { ApiClient, Request, RequestDownload } from './client.ts';
import { clientsApi } from './clients.ts';
import { hostedApi } from './hosted.ts';
import { phoneNumbersApi, teamsTenantsApi } from './numbersAndTenants.ts';
import { apiKeysApi, limitsApi } from './owned.ts';
import { serviceProvidersApi } from './serviceProviders.ts';
import { lcrsApi } from './lcrs.ts';
import { settingsApi } from './settings.ts';
import { googleCustomVoicesApi, speechCredentialsApi } from './speech.ts';
import { subscriptionsApi } from './subscriptions.ts';
import { usersApi } from './users.ts';

function modules(request: Request, download: RequestDownload) {
  return {
    auth: authApi(request),
    users: usersApi(request),
    serviceProviders: serviceProvidersApi(request),
    accounts: accountsApi(request),
    applications: applicationsApi(request),
    apiKeys: apiKeysApi(request),
    limits: limitsApi(request),
    settings: settingsApi(request),
    lcrs: lcrsApi(request),
    phoneNumbers: phoneNumbersApi(request),
    teamsTenants: teamsTenantsApi(request),
    clients: clientsApi(request),
    carriers: carriersApi(request),
    sipGateways: sipGatewaysApi(request),
    smppGateways: smppGatewaysApi(request),
    speechCredentials: speechCredentialsApi(request),
    googleCustomVoices: googleCustomVoicesApi(request),
    recentCalls: recentCallsApi(request, download),
    recordings: recordingsApi(request, download),
    alerts: alertsApi(request),
    hosted: hostedApi(request),
    subscriptions: subscriptionsApi(request),
  };
}

/** The REST calls of the console, one module per resource. */
export function createApi(client: ApiClient) {
  return {
    ...modules(client.request, client.download),
    /** The same calls, each cancelled when the signal aborts: a query passes its own, so that
     *  leaving a page cancels the page's requests. */
    cancelledBy(signal: AbortSignal) {
      function request<T>(...[method, path, options]: Parameters<Request>) {
        return client.request<T>(method, path, { signal, ...options });
      }
      return modules(request, (path, options) => client.download(path, { signal, ...options }));
    },
  };
}

export type Api = ReturnType<typeof createApi>;
/** The calls alone, as `cancelledBy` gives them. */
export type ApiCalls = ReturnType<typeof modules>;
