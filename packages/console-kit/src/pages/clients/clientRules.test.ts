import { describe, expect, it } from 'vitest';
import type { SipClient } from '../../api/clients.ts';
import {
  callingKeys,
  clientFlags,
  clientPayload,
  clientsOf,
  clientValues,
  validateClient,
} from './clientRules.ts';

const stored: SipClient = {
  client_sid: 'c1',
  account_sid: 'a1',
  username: 'alice',
  password: 'DXXXX',
  is_active: 1,
  allow_direct_app_calling: 0,
  allow_direct_queue_calling: 1,
  allow_direct_user_calling: 0,
};

describe('SIP client rules', () => {
  it('starts a new client with every flag on, in the given account', () => {
    expect(clientValues(undefined, 'a2')).toEqual({
      accountSid: 'a2',
      username: '',
      password: '',
      isActive: true,
      allowApp: true,
      allowQueue: true,
      allowUser: true,
    });
  });

  it('reads a stored client, never its (masked) password', () => {
    expect(clientValues(stored, 'a9')).toMatchObject({
      accountSid: 'a1',
      username: 'alice',
      password: '',
      allowApp: false,
      allowQueue: true,
    });
  });

  it('needs an account, a username and a password to create', () => {
    expect(validateClient(clientValues(undefined, ''), true)).toEqual({
      account: 'clients.accountRequired',
      username: 'clients.usernameRequired',
      password: 'clients.passwordRequired',
    });
    const blank = { ...clientValues(undefined, 'a1'), username: '  ', password: 'x' };
    expect(validateClient(blank, true)).toEqual({ username: 'clients.usernameRequired' });
  });

  it('checks nothing on edit, where only the flags change', () => {
    expect(validateClient(clientValues(stored, ''), false)).toEqual({});
  });

  it('sends the flags as 0 and 1, and the trimmed username on create', () => {
    const values = { ...clientValues(stored, ''), allowUser: true };
    expect(clientFlags(values)).toEqual({
      is_active: 1,
      allow_direct_app_calling: 0,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    });
    const created = clientPayload({
      ...clientValues(undefined, 'a1'),
      username: ' bob ',
      password: 'pw',
    });
    expect(created).toMatchObject({
      account_sid: 'a1',
      username: 'bob',
      password: 'pw',
      is_active: 1,
    });
  });

  it("lists the list's accounts' clients whose username holds the filter", () => {
    const other = { ...stored, client_sid: 'c2', username: 'Bob', account_sid: 'a1' };
    const elsewhere = { ...stored, client_sid: 'c3', account_sid: 'a2' };
    const clients = [stored, other, elsewhere];
    const inA1 = (sid: string) => sid === 'a1';
    expect(clientsOf(clients, inA1, ' bo')).toEqual([other]);
    expect(clientsOf(clients, inA1, '')).toEqual([stored, other]);
    expect(clientsOf(clients, () => true, 'alice')).toEqual([stored, elsewhere]);
  });

  it('names the direct calls a client may make', () => {
    expect(callingKeys(stored)).toEqual(['clients.callingQueue']);
  });
});
