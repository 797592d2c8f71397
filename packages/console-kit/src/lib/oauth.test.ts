import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  callbackPath,
  isOAuthProvider,
  newOAuthState,
  oauthDestination,
} from './oauth.ts';

describe('providers', () => {
  it('knows github and google only', () => {
    expect(isOAuthProvider('github')).toBe(true);
    expect(isOAuthProvider('google')).toBe(true);
    expect(isOAuthProvider('gitlab')).toBe(false);
    expect(isOAuthProvider('GitHub')).toBe(false);
  });

  it('calls back to /oauth-callback/{provider}', () => {
    expect(callbackPath('google')).toBe('/oauth-callback/google');
  });
});

describe('authorizeUrl', () => {
  it('adds the client, the redirect, the state and the response type', () => {
    const url = new URL(
      authorizeUrl(
        {
          clientId: 'abc',
          authorizeUrl: 'https://idp.example/authorize?prompt=login',
          scope: 'email profile',
        },
        { redirectUri: 'https://console.example/voice/oauth-callback/google', state: 's1' },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'login',
      client_id: 'abc',
      redirect_uri: 'https://console.example/voice/oauth-callback/google',
      state: 's1',
      response_type: 'code',
      scope: 'email profile',
    });
  });

  it('leaves the scope to the provider when none is configured', () => {
    const url = new URL(
      authorizeUrl(
        { clientId: 'c', authorizeUrl: 'https://idp.example/a' },
        { redirectUri: 'http://x/cb', state: 's' },
      ),
    );
    expect(url.searchParams.has('scope')).toBe(false);
  });
});

describe('newOAuthState', () => {
  it('is 32 hex characters from 16 random bytes', () => {
    const state = newOAuthState((bytes) => bytes.map((_, i) => i * 17));
    expect(state).toBe('00112233445566778899aabbccddeeff');
    expect(newOAuthState((bytes) => (crypto.getRandomValues(bytes), bytes))).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});

describe('oauthDestination', () => {
  const landing = '/internal/applications';

  it('continues a registration with the subdomain until the account has a SIP realm', () => {
    expect(oauthDestination('/register', landing, false)).toBe('/register/choose-a-subdomain');
    expect(oauthDestination('/register', landing, true)).toBe(landing);
  });

  it('returns to a page inside the console', () => {
    expect(oauthDestination('/internal/alerts', landing, true)).toBe('/internal/alerts');
  });

  it('lands as any sign-in from the sign-in page or without a stored location', () => {
    expect(oauthDestination('/', landing, true)).toBe(landing);
    expect(oauthDestination(null, landing, false)).toBe(landing);
  });
});
