import { describe, expect, it } from 'vitest';
import { actingClient, addApiKey, demoSandbox, sidOf } from '../../test-support.ts';

const demo = demoSandbox();
const { get, post } = actingClient(demo);
const save = (body: unknown, who = 'admin') => post(who, '/SystemInformation', body);
const DENIED = { status: 'fail', message: 'insufficient privileges' };

describe('SystemInformation', () => {
  it('answers the seeded object, or {} when never set', async () => {
    const res = await get('admin', '/SystemInformation');
    expect([res.status, res.json]).toEqual([
      200,
      {
        domain_name: 'voice-platform.example',
        sip_domain_name: 'sip.voice-platform.example',
        monitoring_domain_name: 'grafana.voice-platform.example',
        private_network_cidr: '10.0.0.0/8,172.16.0.0/12',
        log_level: 'info',
      },
    ]);
    demo.server.sandbox.db.prepare('DELETE FROM system_information').run();
    expect((await get('admin', '/SystemInformation')).json).toEqual({});
  });

  it('POST answers 201 with the object; fields not sent keep their values', async () => {
    demo.server.sandbox.db.prepare('DELETE FROM system_information').run();
    const first = await save({
      domain_name: 'example.com',
      sip_domain_name: 'sip.example.com',
      monitoring_domain_name: 'grafana.example.com',
    });
    expect([first.status, first.json]).toEqual([
      201,
      {
        domain_name: 'example.com',
        sip_domain_name: 'sip.example.com',
        monitoring_domain_name: 'grafana.example.com',
        private_network_cidr: null,
        log_level: 'info',
      },
    ]);
    const second = await save({
      log_level: 'debug',
      private_network_cidr: ' 10.1.2.3, 192.168.0.0/16',
    });
    expect(second.json).toMatchObject({
      domain_name: 'example.com',
      private_network_cidr: '10.1.2.3,192.168.0.0/16',
      log_level: 'debug',
    });
    const cleared = await save({ private_network_cidr: '', monitoring_domain_name: null });
    expect(cleared.json).toMatchObject({
      private_network_cidr: null,
      monitoring_domain_name: null,
    });
    expect((await get('admin', '/SystemInformation')).json).toEqual(cleared.json);
  });

  it('is admin only, in the observed 403 shape; view-only admins read', async () => {
    const sales = sidOf(demo.server, 'accounts', 'Acme Sales');
    for (const who of ['sp-admin', 'acct-admin', addApiKey(demo.server, { account_sid: sales })]) {
      const read = await get(who, '/SystemInformation');
      expect([read.status, read.json]).toEqual([403, DENIED]);
      const res = await save({ domain_name: 'x.com' }, who);
      expect([res.status, res.json]).toEqual([403, DENIED]);
    }
    expect((await get('viewer', '/SystemInformation')).status).toBe(200);
    expect((await save({ log_level: 'debug' }, 'viewer')).json).toEqual({
      msg: 'User has view-only access',
    });
    expect((await get(addApiKey(demo.server), '/SystemInformation')).status).toBe(200);
  });

  it.each([
    [{}, 'no updates requested'],
    [{ log_level: 'trace' }, 'log_level must be one of info, debug'],
    [{ domain_name: 'not a domain' }, 'domain_name must be a domain name such as sip.example.com'],
    [{ domain_name: 5 }, 'domain_name must be a string'],
    [
      { private_network_cidr: '10.0.0.0/33' },
      'private_network_cidr: invalid IPv4 address or CIDR "10.0.0.0/33"',
    ],
    [
      { private_network_cidr: '10.0.0.0/8,10.0.0' },
      'private_network_cidr: invalid IPv4 address or CIDR "10.0.0"',
    ],
    [
      { private_network_cidr: '256.1.1.1' },
      'private_network_cidr: invalid IPv4 address or CIDR "256.1.1.1"',
    ],
    [
      { private_network_cidr: '10.0.0.0/8/8' },
      'private_network_cidr: invalid IPv4 address or CIDR "10.0.0.0/8/8"',
    ],
    [{ private_network_cidr: ['10.0.0.0/8'] }, 'private_network_cidr must be a string'],
    [{ log_level: 'info', extra: 1 }, 'unknown field: extra'],
  ])('%j answers 400 {msg}', async (body, msg) => {
    const res = await save(body);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});
