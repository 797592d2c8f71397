import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  demoSandbox,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const client = actingClient(demo);
const { get, post, put, del } = client;

const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
let pstn = '';
let pbx = '';
let hub = '';
beforeEach(() => {
  pstn = carrierSid('Acme Voice PSTN');
  pbx = carrierSid('Acme Sales PBX');
  hub = carrierSid('Acme SMS Hub');
});
type Row = Record<string, unknown>;
const msg = (text: string) => ({ msg: text });
/** A list's gateways by address and port (it comes by sid). */
const byAddress = (list: unknown) =>
  [...(list as Row[])].sort((a, b) =>
    a.ipv4 === b.ipv4 ? Number(a.port) - Number(b.port) : String(a.ipv4) < String(b.ipv4) ? -1 : 1,
  );
const sipList = async (who: string, carrier: string) =>
  byAddress((await get(who, `/SipGateways?voip_carrier_sid=${carrier}`)).json);
const smppList = async (who: string, carrier: string) =>
  byAddress((await get(who, `/SmppGateways?voip_carrier_sid=${carrier}`)).json);
const createdSid = (res: { status: number; json: unknown }) => {
  expect(res.status).toBe(201);
  return (res.json as { sid: string }).sid;
};

describe('SipGateways', () => {
  it("lists a carrier's gateways in the observed shape", async () => {
    const list = await sipList('acct-admin', pstn);
    expect(list.map((g) => g.ipv4)).toEqual([
      '192.0.2.10',
      '192.0.2.11',
      '198.51.100.0',
      'sip.acme-pstn.example',
    ]);
    expect(Object.keys(list[0]!)).toEqual([
      'sip_gateway_sid',
      'ipv4',
      'netmask',
      'port',
      'inbound',
      'outbound',
      'voip_carrier_sid',
      'is_active',
      'send_options_ping',
      'use_sips_scheme',
      'pad_crypto',
      'protocol',
      'remove_ice',
      'dtls_off',
    ]);
    expect(list[3]).toMatchObject({ port: 5061, protocol: 'tls', use_sips_scheme: 1, inbound: 0 });
    const one = await get('sp-admin', `/SipGateways/${list[0]!.sip_gateway_sid as string}`);
    expect([one.status, one.json]).toEqual([200, list[0]]);
  });

  it("lists in a real server's order: by sid (its query has no ORDER BY), not by address", async () => {
    for (const [table, sidColumn] of [
      ['sip_gateways', 'sip_gateway_sid'],
      ['smpp_gateways', 'smpp_gateway_sid'],
    ] as const) {
      const bySid = storeOppositelySortedRows(demo.server, table, {
        sid: sidColumn,
        name: 'ipv4',
        names: ['192.0.2.1', '192.0.2.9'],
        shared: { voip_carrier_sid: pbx },
      });
      const resource = table === 'sip_gateways' ? 'SipGateways' : 'SmppGateways';
      const list = (await get('admin', `/${resource}?voip_carrier_sid=${pbx}`)).json as Row[];
      const sids = sidsOf(list, sidColumn);
      expect(sids, table).toEqual([...sids].sort());
      expect([list[0]!.ipv4, list.at(-1)!.ipv4], table).toEqual(bySid);
    }
  });

  it('creates with the defaults (observed body), changes and deletes', async () => {
    const sid = createdSid(
      await post('admin', '/SipGateways', {
        voip_carrier_sid: pstn,
        ipv4: '192.0.2.50',
        netmask: 32,
        port: 5060,
        inbound: true,
        outbound: true,
      }),
    );
    expect((await get('admin', `/SipGateways/${sid}`)).json).toEqual({
      sip_gateway_sid: sid,
      ipv4: '192.0.2.50',
      netmask: 32,
      port: 5060,
      inbound: 1,
      outbound: 1,
      voip_carrier_sid: pstn,
      is_active: 1,
      send_options_ping: 0,
      use_sips_scheme: 0,
      pad_crypto: 0,
      protocol: 'udp',
      remove_ice: 0,
      dtls_off: 0,
    });
    const bare = createdSid(
      await post('acct-admin', '/SipGateways', { voip_carrier_sid: pbx, ipv4: '192.0.2.60' }),
    );
    expect((await get('admin', `/SipGateways/${bare}`)).json).toMatchObject({
      port: 5060,
      netmask: 32,
      inbound: 1,
      outbound: 0,
    });
    const read = (await get('admin', `/SipGateways/${sid}`)).json as Row;
    expect(
      (await put('sp-admin', `/SipGateways/${sid}`, { ...read, port: 5080, protocol: 'tcp' }))
        .status,
    ).toBe(204);
    expect((await get('admin', `/SipGateways/${sid}`)).json).toMatchObject({
      port: 5080,
      protocol: 'tcp',
    });
    expect((await del('sp-admin', `/SipGateways/${sid}`)).status).toBe(204);
    expect((await get('admin', `/SipGateways/${sid}`)).status).toBe(404);
  });

  it("refuses bad gateways with the real server's messages", async () => {
    const cases: [unknown, number, unknown][] = [
      [{ ipv4: '192.0.2.11' }, 400, msg('missing voip_carrier_sid')],
      [
        { voip_carrier_sid: pstn, ipv4: 'sip.example.com', inbound: true, outbound: false },
        400,
        msg('Inbound gateway must be IPv4 address'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: 'not an address', outbound: true },
        400,
        msg('ipv4 must be an IP address or a fully qualified domain name'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.70', inbound: false, outbound: false },
        400,
        msg('a SIP gateway must be inbound, outbound or both'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.70', port: 70000 },
        400,
        msg('port must be an integer between 0 and 65535'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.70', netmask: 0 },
        400,
        msg('netmask must be an integer between 1 and 32'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.70', port: null },
        400,
        msg('port is required for an IP address'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.70', protocol: 'sctp' },
        400,
        msg('protocol must be one of udp, tcp, tls, tls/srtp'),
      ],
      [{ voip_carrier_sid: pstn }, 400, msg('ipv4 is required')],
      [{ voip_carrier_sid: UNKNOWN_SID, ipv4: '192.0.2.70' }, 400, msg('invalid voip_carrier_sid')],
      [
        { voip_carrier_sid: 'x', ipv4: '192.0.2.70' },
        400,
        msg('voip_carrier_sid must be a valid sid'),
      ],
      [
        { voip_carrier_sid: pstn, ipv4: '192.0.2.10', port: 5060 },
        422,
        msg(`Duplicate entry '${pstn}-192.0.2.10-5060' for key 'sip_gateway_idx_hostport'`),
      ],
      ['text', 400, msg('request body must be a JSON object')],
    ];
    for (const [body, status, json] of cases) {
      const res = await post('admin', '/SipGateways', body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([status, json]);
    }
    // Another port, or the same address on another carrier, is fine; an FQDN may go without a port.
    createdSid(
      await post('admin', '/SipGateways', {
        voip_carrier_sid: pstn,
        ipv4: '192.0.2.10',
        port: 5070,
      }),
    );
    createdSid(await post('admin', '/SipGateways', { voip_carrier_sid: pbx, ipv4: '192.0.2.10' }));
    createdSid(
      await post('admin', '/SipGateways', {
        voip_carrier_sid: pbx,
        ipv4: 'example.com',
        port: null,
        inbound: false,
        outbound: true,
      }),
    );
    const first = (await sipList('admin', pstn))[0]!.sip_gateway_sid as string;
    const puts: [unknown, number, unknown][] = [
      [{}, 400, msg('no updates requested')],
      [{ voip_carrier_sid: pbx }, 400, msg('voip_carrier_sid may not be changed')],
      [
        { ipv4: '192.0.2.11' },
        422,
        msg(`Duplicate entry '${pstn}-192.0.2.11-5060' for key 'sip_gateway_idx_hostport'`),
      ],
      [{ ipv4: 'sip.acme.example' }, 400, msg('Inbound gateway must be IPv4 address')],
      [{ colour: 1 }, 400, msg('unknown field: colour')],
    ];
    for (const [body, status, json] of puts) {
      const res = await put('admin', `/SipGateways/${first}`, body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([status, json]);
    }
  });

  it("follows the carrier's reach: read where seen, write where the carrier is the caller's", async () => {
    expect((await get('admin', '/SipGateways')).json).toEqual(msg('missing voip_carrier_sid'));
    expect((await get('harbor-admin', `/SipGateways?voip_carrier_sid=${pstn}`)).status).toBe(403);
    expect((await sipList('support-lead', pstn)).length).toBe(4);
    expect((await get('support-lead', `/SipGateways?voip_carrier_sid=${pbx}`)).status).toBe(403);
    const gw = (await sipList('admin', pstn))[0]!.sip_gateway_sid as string;
    expect((await get('harbor-admin', `/SipGateways/${gw}`)).status).toBe(403);
    const refusals: [string, () => ReturnType<typeof post>, unknown][] = [
      [
        'acct-admin',
        () => post('acct-admin', '/SipGateways', { voip_carrier_sid: pstn, ipv4: '192.0.2.80' }),
        msg("an account user can only manage its own account's carriers"),
      ],
      [
        'acct-admin',
        () => put('acct-admin', `/SipGateways/${gw}`, { port: 5062 }),
        msg("an account user can only manage its own account's carriers"),
      ],
      [
        'acct-admin',
        () => del('acct-admin', `/SipGateways/${gw}`),
        msg("an account user can only manage its own account's carriers"),
      ],
      [
        'harbor-admin',
        () => del('harbor-admin', `/SipGateways/${gw}`),
        msg('insufficient permissions'),
      ],
      [
        'sp-viewer',
        () => put('sp-viewer', `/SipGateways/${gw}`, { port: 5062 }),
        msg('User has view-only access'),
      ],
      ['viewer', () => del('viewer', `/SipGateways/${gw}`), msg('User has view-only access')],
    ];
    for (const [who, send, json] of refusals) {
      const res = await send();
      expect([res.status, res.json], who).toEqual([403, json]);
    }
    expect((await del('admin', `/SipGateways/${UNKNOWN_SID}`)).status).toBe(404);
    expect((await get('admin', '/SipGateways/bad')).json).toEqual(msg('Bad request'));
  });
});

describe('SmppGateways', () => {
  it("lists a carrier's gateways in the schema shape", async () => {
    const list = await smppList('acct-admin', hub);
    expect(list.map((g) => [g.ipv4, g.inbound, g.outbound])).toEqual([
      ['198.51.100.77', 1, 0],
      ['smpp-backup.sms-hub.example', 0, 1],
      ['smpp.sms-hub.example', 0, 1],
    ]);
    expect(Object.keys(list[0]!)).toEqual([
      'smpp_gateway_sid',
      'ipv4',
      'port',
      'netmask',
      'is_primary',
      'use_tls',
      'inbound',
      'outbound',
      'voip_carrier_sid',
    ]);
    expect(await smppList('admin', pstn)).toEqual([]);
    expect((await get('admin', '/SmppGateways')).json).toEqual(msg('missing voip_carrier_sid'));
    expect((await get('harbor-admin', `/SmppGateways?voip_carrier_sid=${hub}`)).status).toBe(403);
  });

  it('creates with the defaults, changes and deletes', async () => {
    const sid = createdSid(
      await post('sp-admin', '/SmppGateways', {
        voip_carrier_sid: hub,
        ipv4: 'smsc.partner.example',
        inbound: false,
      }),
    );
    expect((await get('admin', `/SmppGateways/${sid}`)).json).toEqual({
      smpp_gateway_sid: sid,
      ipv4: 'smsc.partner.example',
      port: 2775,
      netmask: 32,
      is_primary: 0,
      use_tls: 0,
      inbound: 0,
      outbound: 1,
      voip_carrier_sid: hub,
    });
    expect(
      (await put('sp-admin', `/SmppGateways/${sid}`, { use_tls: true, port: 3550 })).status,
    ).toBe(204);
    expect((await get('admin', `/SmppGateways/${sid}`)).json).toMatchObject({
      use_tls: 1,
      port: 3550,
    });
    expect((await del('sp-admin', `/SmppGateways/${sid}`)).status).toBe(204);
    expect((await get('admin', `/SmppGateways/${sid}`)).status).toBe(404);
  });

  it('refuses bad gateways, by scope and view-only', async () => {
    const cases: [string, unknown, number, unknown][] = [
      ['admin', { ipv4: '192.0.2.5' }, 400, msg('missing voip_carrier_sid')],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: 'sms-hub.example', inbound: false },
        400,
        msg('ipv4: when using an FQDN, you must use a subdomain (e.g. smpp.sms-hub.example)'),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: 'smsc.hub.example' },
        400,
        msg('an inbound SMPP gateway must be an IPv4 address'),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: '1.2.3' },
        400,
        msg('ipv4 must be an IP address or a fully qualified domain name'),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: '192.0.2.5', inbound: false, outbound: false },
        400,
        msg('an SMPP gateway must be inbound, outbound or both'),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: '198.51.100.77', outbound: false },
        422,
        msg(
          `Duplicate entry '${hub}-198.51.100.77-inbound' for key 'smpp_gateway_idx_inbound_address'`,
        ),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: 'smpp.sms-hub.example', inbound: false, port: 9999 },
        422,
        msg(
          `Duplicate entry '${hub}-smpp.sms-hub.example-outbound' for key 'smpp_gateway_idx_outbound_address'`,
        ),
      ],
      [
        'admin',
        { voip_carrier_sid: hub, ipv4: '192.0.2.5', port: -1 },
        400,
        msg('port must be an integer between 0 and 65535'),
      ],
      [
        'acct-admin',
        { voip_carrier_sid: hub, ipv4: '192.0.2.5' },
        403,
        msg("an account user can only manage its own account's carriers"),
      ],
      [
        'harbor-admin',
        { voip_carrier_sid: hub, ipv4: '192.0.2.5' },
        403,
        msg('insufficient permissions'),
      ],
      [
        'sp-viewer',
        { voip_carrier_sid: hub, ipv4: '192.0.2.5' },
        403,
        msg('User has view-only access'),
      ],
    ];
    for (const [who, body, status, json] of cases) {
      const res = await post(who, '/SmppGateways', body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([status, json]);
    }
    // The same address may serve the other direction.
    createdSid(
      await post('admin', '/SmppGateways', {
        voip_carrier_sid: hub,
        ipv4: '198.51.100.77',
        inbound: false,
      }),
    );
    const first = (await smppList('admin', hub))[0]!.smpp_gateway_sid as string;
    expect(
      (await put('admin', `/SmppGateways/${first}`, { smpp_gateway_sid: UNKNOWN_SID })).json,
    ).toEqual(msg('smpp_gateway_sid may not be changed'));
    expect((await del('acct-admin', `/SmppGateways/${first}`)).status).toBe(403);
  });
});

describe('SipGateways and SmppGateways', () => {
  it("each refuses the other's columns, on create and on change", async () => {
    const sip = (await sipList('admin', pstn))[0]!.sip_gateway_sid as string;
    const smpp = (await smppList('admin', hub))[0]!.smpp_gateway_sid as string;
    const cases: [() => ReturnType<typeof post>, string][] = [
      [
        () =>
          post('admin', '/SipGateways', {
            voip_carrier_sid: pstn,
            ipv4: '192.0.2.90',
            use_tls: true,
          }),
        'use_tls',
      ],
      [() => put('admin', `/SipGateways/${sip}`, { is_primary: true }), 'is_primary'],
      [() => put('admin', `/SipGateways/${sip}`, { smpp_gateway_sid: smpp }), 'smpp_gateway_sid'],
      [
        () =>
          post('admin', '/SmppGateways', {
            voip_carrier_sid: hub,
            ipv4: '192.0.2.90',
            protocol: 'tcp',
          }),
        'protocol',
      ],
      [
        () => put('admin', `/SmppGateways/${smpp}`, { send_options_ping: true }),
        'send_options_ping',
      ],
      [() => put('admin', `/SmppGateways/${smpp}`, { sip_gateway_sid: sip }), 'sip_gateway_sid'],
    ];
    for (const [send, field] of cases) {
      const res = await send();
      expect([res.status, res.json], field).toEqual([400, msg(`unknown field: ${field}`)]);
    }
    expect((await sipList('admin', pstn)).length).toBe(4);
  });
});
