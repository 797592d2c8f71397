import type { SipClient, SipClientFlags, SipClientInput } from '../../api/clients.ts';
import type { ValidationMessages } from '../../lib/validation.ts';
import type { MessageKey } from '../../messages/catalog.ts';

export interface ClientValues {
  accountSid: string;
  username: string;
  password: string;
  isActive: boolean;
  allowApp: boolean;
  allowQueue: boolean;
  allowUser: boolean;
}

export type ClientErrors = ValidationMessages<'account' | 'username' | 'password'>;

/** The form's values: a stored client's, or a new one's with every flag on (the spec's default). */
export function clientValues(client: SipClient | undefined, accountSid: string): ClientValues {
  const on = (flag: SipClient['is_active'] | undefined) =>
    flag === undefined ? true : Boolean(Number(flag));
  return {
    accountSid: client?.account_sid ?? accountSid,
    username: client?.username ?? '',
    password: '',
    isActive: on(client?.is_active),
    allowApp: on(client?.allow_direct_app_calling),
    allowQueue: on(client?.allow_direct_queue_calling),
    allowUser: on(client?.allow_direct_user_calling),
  };
}

/** Username always; the password and the account only when a client is created. */
export function validateClient(values: ClientValues, creating: boolean): ClientErrors {
  const errors: ClientErrors = {};
  if (creating && !values.accountSid) errors.account = 'clients.accountRequired';
  if (creating && !values.username.trim()) errors.username = 'clients.usernameRequired';
  if (creating && !values.password) errors.password = 'clients.passwordRequired';
  return errors;
}

export function clientFlags(values: ClientValues): SipClientFlags {
  return {
    is_active: values.isActive ? 1 : 0,
    allow_direct_app_calling: values.allowApp ? 1 : 0,
    allow_direct_queue_calling: values.allowQueue ? 1 : 0,
    allow_direct_user_calling: values.allowUser ? 1 : 0,
  };
}

export function clientPayload(values: ClientValues): SipClientInput {
  return {
    account_sid: values.accountSid,
    username: values.username.trim(),
    password: values.password,
    ...clientFlags(values),
  };
}

/** The clients of the list's accounts whose username holds the filter text, any case. */
export function clientsOf(
  clients: readonly SipClient[],
  inList: (accountSid: string) => boolean,
  text: string,
) {
  const needle = text.trim().toLowerCase();
  return clients.filter(
    (client) => inList(client.account_sid) && client.username.toLowerCase().includes(needle),
  );
}

/** The direct calls a client may make, as the list shows them. */
export function callingKeys(client: SipClient): MessageKey[] {
  const keys: [SipClient['is_active'], MessageKey][] = [
    [client.allow_direct_app_calling, 'clients.callingApp'],
    [client.allow_direct_queue_calling, 'clients.callingQueue'],
    [client.allow_direct_user_calling, 'clients.callingUser'],
  ];
  return keys.filter(([flag]) => Boolean(Number(flag))).map(([, key]) => key);
}
