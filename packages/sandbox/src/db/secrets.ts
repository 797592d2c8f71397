import { randomBytes, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An account's webhook signing secret as the real server makes them: `wh_secret_` + 22 letters/digits. */
export function newWebhookSecret(): string {
  // 248 is the largest multiple of 62 below 256: rejecting higher bytes keeps the letters uniform.
  const chars: string[] = [];
  while (chars.length < 22) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && chars.length < 22) chars.push(ALPHANUMERIC[byte % 62]!);
    }
  }
  return `wh_secret_${chars.join('')}`;
}

/** An API key token: a UUID, as observed. */
export function newApiKeyToken(): string {
  return randomUUID();
}
