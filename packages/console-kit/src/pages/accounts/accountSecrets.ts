import type { Account, BucketCredential, Webhook } from '../../api/types.ts';

/**
 * The account as a user who may not edit it sees it: without its secrets. A real server sends
 * webhook passwords, and in its list the bucket credential's secret, in clear to every reader
 * (view-only users too), so the console drops them before anything is drawn.
 */
export function withoutSecrets(account: Account): Account {
  return {
    ...account,
    webhook_secret: account.webhook_secret ? '' : account.webhook_secret,
    registration_hook: hookWithoutPassword(account.registration_hook),
    queue_event_hook: hookWithoutPassword(account.queue_event_hook),
    bucket_credential: bucketWithoutSecret(account.bucket_credential),
  };
}

function hookWithoutPassword(hook: Webhook | null | undefined): Webhook | null | undefined {
  return hook?.password ? { ...hook, password: '' } : hook;
}

function bucketWithoutSecret(
  credential: BucketCredential | null | undefined,
): BucketCredential | null | undefined {
  if (!credential) return credential;
  const { secret_access_key: secret, connection_string: connection, service_key: key } = credential;
  return {
    ...credential,
    ...(secret ? { secret_access_key: '' } : {}),
    ...(connection ? { connection_string: '' } : {}),
    ...(key ? { service_key: serviceKeyWithoutPrivateKey(key) } : {}),
  };
}

/** The key's other fields stay (its account e-mail is shown); its private key goes. */
function serviceKeyWithoutPrivateKey(serviceKey: string): string {
  try {
    const key: unknown = JSON.parse(serviceKey);
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return '';
    return JSON.stringify({ ...key, private_key: '' });
  } catch {
    return '';
  }
}
