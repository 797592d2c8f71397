import { describe, expect, it } from 'vitest';
import { basicAuthIncomplete, emptyWebhook, statusHookFollowing, withUrl } from './webhook.ts';

describe('webhook rules', () => {
  it('forces GET for a websocket URL and keeps the method otherwise', () => {
    expect(withUrl(emptyWebhook(), 'wss://ws.example.com/app').method).toBe('GET');
    expect(withUrl({ ...emptyWebhook(), method: 'GET' }, 'https://example.com').method).toBe('GET');
    expect(withUrl(emptyWebhook(), 'https://example.com').method).toBe('POST');
  });

  it('copies the call URL into an empty or websocket status webhook', () => {
    expect(statusHookFollowing('https://a.example.com/call', emptyWebhook()).url).toBe(
      'https://a.example.com/call',
    );
    const ws = { ...emptyWebhook(), url: 'ws://old', method: 'GET' as const };
    expect(statusHookFollowing('https://a.example.com/call', ws)).toMatchObject({
      url: 'https://a.example.com/call',
      method: 'GET',
    });
    const own = { ...emptyWebhook(), url: 'https://a.example.com/status' };
    expect(statusHookFollowing('https://a.example.com/call', own)).toBe(own);
  });

  it('needs both basic-auth fields or neither', () => {
    expect(basicAuthIncomplete({ username: '', password: '' })).toBe(false);
    expect(basicAuthIncomplete({ username: 'u', password: 'p' })).toBe(false);
    expect(basicAuthIncomplete({ username: 'u', password: '' })).toBe(true);
    expect(basicAuthIncomplete({ username: '', password: 'p' })).toBe(true);
  });
});
