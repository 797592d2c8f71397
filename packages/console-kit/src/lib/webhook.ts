export type HttpMethod = 'POST' | 'GET';

export interface WebhookValue {
  url: string;
  method: HttpMethod;
  username: string;
  password: string;
  /** The basic-auth fields are open (while both are still empty). */
  auth?: boolean;
}

export const emptyWebhook = (): WebhookValue => ({
  url: '',
  method: 'POST',
  username: '',
  password: '',
});

interface ServerWebhook {
  url?: string | null;
  method?: string | null;
  username?: string | null;
  password?: string | null;
}

/** The form value of a webhook the server returned (or none). */
export function webhookValue(hook: ServerWebhook | null | undefined): WebhookValue {
  return {
    url: hook?.url ?? '',
    method: hook?.method?.toUpperCase() === 'GET' ? 'GET' : 'POST',
    username: hook?.username ?? '',
    password: hook?.password ?? '',
  };
}

/** The webhook to send: null when it has no URL; no credentials unless both are set. */
export function webhookPayload(value: WebhookValue) {
  const url = value.url.trim();
  if (!url) return null;
  const auth = value.username.trim() !== '' && value.password !== '';
  return {
    url,
    method: value.method,
    username: auth ? value.username.trim() : null,
    password: auth ? value.password : null,
  };
}

/** A webhook URL the server accepts: http, https, ws or wss. */
export const validWebhookUrl = (url: string) =>
  /^(https?|wss?):\/\/[^\s/$.?#][^\s]*$/i.test(url.trim());

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
