import { extraHost, test as base } from './fixtures.ts';

/** The sandbox's hosted provider (Voice Cloud, root domain voice.example). */
export const VOICE_CLOUD_SID = 'c10d0000-0000-4000-8000-000000000001';
export const ROOT_DOMAIN = 'voice.example';

/** The standalone host in hosted mode: registration and outside sign-in through the sandbox's
 *  stand-in OAuth provider. Started once per worker, only by the specs that use it. */
export const test = base.extend<object, { hostedUrl: string }>({
  hostedUrl: extraHost('hostedSystem=true,forgotPassword=true', (apiBase) => {
    const sandboxUrl = apiBase.replace(/\/api\/v1$/, '');
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
    return ['--hosted', JSON.stringify(hosted)];
  }),
  baseURL: async ({ hostedUrl }, use) => use(hostedUrl),
});

export { expect, expectAccessible, DEMO_PASSWORD, signIn, signOut } from './fixtures.ts';
