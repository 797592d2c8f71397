export type HttpMethod = 'POST' | 'GET';

export interface WebhookValue {
  url: string;
  method: HttpMethod;
  username: string;
  password: string;
}

export const emptyWebhook = (): WebhookValue => ({
  url: '',
  method: 'POST',
  username: '',
  password: '',
});

export const isWebSocketUrl = (url: string) => /^wss?:/i.test(url.trim());

/** A websocket URL forces GET (the spec's webhook rule). */
export function withUrl(hook: WebhookValue, url: string): WebhookValue {
  return { ...hook, url, method: isWebSocketUrl(url) ? 'GET' : hook.method };
}

/** The status webhook copies the call webhook's URL when it is empty or also a websocket. */
export function statusHookFollowing(callUrl: string, status: WebhookValue): WebhookValue {
  if (status.url.trim() !== '' && !isWebSocketUrl(status.url)) return status;
  return { ...status, url: callUrl, method: isWebSocketUrl(callUrl) ? 'GET' : status.method };
}

/** HTTP basic authentication needs both fields or neither. */
export const basicAuthIncomplete = (hook: Pick<WebhookValue, 'username' | 'password'>) =>
  (hook.username.trim() === '') !== (hook.password === '');
