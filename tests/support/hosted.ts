import { test as base } from './fixtures.ts';
import { startHost } from './processes.ts';

/** The sandbox's hosted provider (Voice Cloud, root domain voice.example). */
export const VOICE_CLOUD_SID = 'c10d0000-0000-4000-8000-000000000001';
export const ROOT_DOMAIN = 'voice.example';

/** The standalone host in hosted mode: registration and outside sign-in through the sandbox's
 *  stand-in OAuth provider. Started once per worker, only by the specs that use it. */
export const test = base.extend<object, { hostedUrl: string }>({
  hostedUrl: [
    async ({ stack }, use) => {
      const sandboxUrl = stack.sandbox.apiBase.replace(/\/api\/v1$/, '');
      const hosted = {
        serviceProviderSid: VOICE_CLOUD_SID,
        oauth: {
          github: {
            clientId: 'sandbox-github-client',
            authorizeUrl: `${sandboxUrl}/_oauth/github/authorize`,
          },
          google: {
            clientId: 'sandbox-google-client',
            authorizeUrl: `${sandboxUrl}/_oauth/google/authorize`,
          },
        },
      };
      const host = await startHost(
        'examples/standalone/dist',
        stack.sandbox.apiBase,
        'hostedSystem=true,forgotPassword=true',
        ['--hosted', JSON.stringify(hosted)],
      );
      try {
        await use(host.url);
      } finally {
        await host.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ hostedUrl }, use) => use(hostedUrl),
});

export { expect, expectAccessible, DEMO_PASSWORD, signIn, signOut } from './fixtures.ts';
