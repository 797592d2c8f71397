import type { Request } from './client.ts';
import { path } from './path.ts';
import type { Created, Flag } from './types.ts';

/** A SIP client: a device that registers against its account's SIP realm. */
export interface SipClient {
  client_sid: string;
  account_sid: string;
  username: string;
  /** Masked by the server. */
  password: string;
  is_active: Flag;
  allow_direct_app_calling: Flag;
  allow_direct_queue_calling: Flag;
  allow_direct_user_calling: Flag;
}

export type SipClientFlags = Pick<
  SipClient,
  | 'is_active'
  | 'allow_direct_app_calling'
  | 'allow_direct_queue_calling'
  | 'allow_direct_user_calling'
>;

export interface SipClientInput extends SipClientFlags {
  account_sid: string;
  username: string;
  password: string;
}

export const clientsApi = (request: Request) => ({
  list: () => request<SipClient[]>('GET', 'Clients', { shape: 'list' }),
  get: (sid: string) => request<SipClient>('GET', path('Clients', sid)),
  create: (body: SipClientInput) => request<Created>('POST', 'Clients', { json: body }),
  /** On edit only the flags change (spec part 2, section 7). */
  update: (sid: string, flags: Partial<SipClientFlags>) =>
    request<void>('PUT', path('Clients', sid), { json: flags }),
  remove: (sid: string) => request<void>('DELETE', path('Clients', sid)),
});
