import { describe, expect, it } from 'vitest';
import {
  basicAuthIncomplete,
  emptyWebhook,
  statusHookFollowing,
  webhookPayload,
  webhookValue,
  withUrl,
} from './webhook.ts';

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

describe('webhook values', () => {
  it('reads a server webhook and writes it back', () => {
    const value = webhookValue({
      url: 'https://h.example.com',
      method: 'get',
      username: 'u',
      password: 'p',
    });
    expect(value).toEqual({
      url: 'https://h.example.com',
      method: 'GET',
      username: 'u',
      password: 'p',
    });
    expect(webhookPayload(value)).toEqual({
      url: 'https://h.example.com',
      method: 'GET',
      username: 'u',
      password: 'p',
    });
  });

  it('sends no webhook without a URL, and no credentials unless both are set', () => {
    expect(webhookPayload(webhookValue(null))).toBeNull();
    expect(
      webhookPayload({ ...emptyWebhook(), url: ' https://a.example.com ', username: 'u' }),
    ).toEqual({
      url: 'https://a.example.com',
      method: 'POST',
      username: null,
      password: null,
    });
  });
});
