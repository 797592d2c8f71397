import {
  messageKey,
  type ValidationMessage,
  type ValidationMessages,
} from '../../../lib/validation.ts';
import { describe, expect, it } from 'vitest';
import type { SipGateway, SmppGateway } from '../../../api/carriers.ts';
import {
  gatewayRows,
  netmaskOptions,
  newSipGateway,
  newSmppGateway,
  sipGatewayPayload,
  sipGatewayValues,
  smppGatewayPayload,
  validateSipGateways,
  validateSmppGateways,
  withDefaultPort,
  withSipGateway,
  type SipGatewayValues,
  type SmppGatewayValues,
} from './gatewayRules.ts';

const sip = (change: Partial<SipGatewayValues>) => ({ ...newSipGateway(), ...change });
const smpp = (direction: 'inbound' | 'outbound', change: Partial<SmppGatewayValues>) => ({
  ...newSmppGateway(),
  inbound: direction === 'inbound',
  outbound: direction === 'outbound',
  ...change,
});
const noCredentials = {
  smppSystemId: '',
  smppPassword: '',
  smppInboundSystemId: '',
  smppInboundPassword: '',
};
const keys = (problems: ValidationMessages) =>
  Object.values(problems).map((p) => p && messageKey(p));
const keyOf = (message: ValidationMessage | undefined) => message && messageKey(message);

describe('SIP gateway rules', () => {
  it('needs at least one gateway', () => {
    expect(keyOf(validateSipGateways([]).sip)).toBe('carriers.sipGatewayRequired');
  });

  it('takes IP addresses and, outbound only, domain names', () => {
    expect(validateSipGateways([sip({ ipv4: '192.0.2.1' })])).toEqual({});
    const outbound = sip({ ipv4: 'sip.example.com', inbound: false, outbound: true });
    expect(validateSipGateways([outbound])).toEqual({});
  });

  it('refuses a domain name for inbound calls', () => {
    const gateway = sip({ ipv4: 'sip.example.com', inbound: true });
    expect(keyOf(validateSipGateways([gateway])[`sip.${gateway.row}.ipv4`])).toBe(
      'carriers.fqdnOutboundOnly',
    );
  });

  it('refuses an invalid address', () => {
    const gateway = sip({ ipv4: 'not an address' });
    expect(keyOf(validateSipGateways([gateway])[`sip.${gateway.row}.ipv4`])).toBe(
      'carriers.addressInvalid',
    );
  });

  it('refuses the same address and port twice, with 5060 standing for an empty port', () => {
    const first = sip({ ipv4: '192.0.2.1', port: '5060' });
    const second = sip({ ipv4: '192.0.2.1', port: '' });
    const other = sip({ ipv4: '192.0.2.1', port: '5080' });
    const problems = validateSipGateways([first, second, other]);
    expect(problems).toEqual({
      [`sip.${second.row}.ipv4`]: { key: 'carriers.sipGatewayDuplicate' },
    });
  });

  it('takes ports from 0 to 65535 only', () => {
    const low = sip({ ipv4: '192.0.2.1', port: '0' });
    const high = sip({ ipv4: '192.0.2.2', port: '65536' });
    expect(validateSipGateways([low, high])).toEqual({
      [`sip.${high.row}.port`]: { key: 'carriers.portInvalid' },
    });
  });

  it('takes a netmask from 1 to 32 for inbound gateways', () => {
    const gateway = sip({ ipv4: '192.0.2.0', netmask: '33' });
    expect(keys(validateSipGateways([gateway]))).toEqual(['carriers.netmaskInvalid']);
    expect(validateSipGateways([{ ...gateway, inbound: false, outbound: true }])).toEqual({});
  });

  it('starts a new gateway as the spec says: inbound on, outbound off', () => {
    expect(newSipGateway()).toMatchObject({ inbound: true, outbound: false, netmask: '32' });
  });

  it('offers netmasks 1 to 32, and a stored one outside them as it is', () => {
    expect(netmaskOptions('32').map((option) => option.value)).toEqual(
      Array.from({ length: 32 }, (_, index) => String(index + 1)),
    );
    expect(netmaskOptions('0')[0]).toEqual({ value: '0', label: '0' });
  });

  it('needs inbound or outbound', () => {
    const gateway = sip({ ipv4: '192.0.2.1', inbound: false, outbound: false });
    expect(keys(validateSipGateways([gateway]))).toEqual(['carriers.directionRequired']);
  });

  it('fills in 5060 when an IP address has no port', () => {
    expect(withDefaultPort(sip({ ipv4: '192.0.2.1', port: '' }), '5060').port).toBe('5060');
    expect(withDefaultPort(sip({ ipv4: 'sip.example.com', port: '' }), '5060').port).toBe('');
    expect(withDefaultPort(sip({ ipv4: '192.0.2.1', port: '5080' }), '5060').port).toBe('5080');
  });

  it('keeps the sips scheme only for outbound TLS', () => {
    const tls = withSipGateway(sip({ protocol: 'tls', outbound: true }), { useSipsScheme: true });
    expect(tls.useSipsScheme).toBe(true);
    expect(withSipGateway(tls, { protocol: 'udp' }).useSipsScheme).toBe(false);
    expect(withSipGateway(tls, { outbound: false }).useSipsScheme).toBe(false);
    expect(withSipGateway(tls, { protocol: 'tls/srtp' }).useSipsScheme).toBe(true);
  });

  it('sends the gateway with its defaults and reads a saved one back', () => {
    const payload = sipGatewayPayload(
      sip({
        ipv4: ' sip.example.com ',
        port: '',
        inbound: false,
        outbound: true,
        sendOptionsPing: true,
      }),
      'c1',
    );
    expect(payload).toMatchObject({
      voip_carrier_sid: 'c1',
      ipv4: 'sip.example.com',
      port: null,
      netmask: 32,
      inbound: false,
      outbound: true,
      send_options_ping: true,
    });
    expect(sipGatewayPayload(sip({ ipv4: '192.0.2.1', port: '' }), 'c1').port).toBe(5060);
    const values = sipGatewayValues({
      sip_gateway_sid: 'g1',
      voip_carrier_sid: 'c1',
      ipv4: '192.0.2.1',
      port: 5061,
      netmask: 24,
      protocol: 'tcp',
      inbound: 1,
      outbound: 0,
      is_active: 1,
      pad_crypto: 1,
    });
    expect(values).toMatchObject({ sid: 'g1', port: '5061', netmask: '24', protocol: 'tcp' });
    expect(values).toMatchObject({ inbound: true, outbound: false, padCrypto: true });
  });
});

describe('SMPP gateway rules', () => {
  it("starts a new gateway with the spec's defaults: port 2775, netmask 32, both directions", () => {
    expect(newSmppGateway()).toMatchObject({
      port: '2775',
      netmask: '32',
      useTls: false,
      inbound: true,
      outbound: true,
    });
  });

  it('holds a row that is both to the rules of each direction', () => {
    const credentials = { ...noCredentials, smppInboundPassword: 'secret' };
    const both = { ...newSmppGateway(), ipv4: 'smpp.example.com' };
    expect(keys(validateSmppGateways([both], credentials))).toEqual(['carriers.smppInboundIp']);
    const a = { ...newSmppGateway(), ipv4: '192.0.2.7' };
    const b = { ...newSmppGateway(), ipv4: '192.0.2.7' };
    expect(keys(validateSmppGateways([a, b], credentials))).toEqual([
      'carriers.smppOutboundDuplicate',
    ]);
    expect(
      keys(validateSmppGateways([{ ...a, inbound: false, outbound: false }], credentials)),
    ).toEqual(['carriers.directionRequired']);
  });

  it('needs a subdomain with a domain name', () => {
    const gateway = smpp('outbound', { ipv4: 'example.com' });
    expect(validateSmppGateways([gateway], noCredentials)[`smpp.${gateway.row}.ipv4`]).toEqual({
      key: 'carriers.smppSubdomain',
      values: { host: 'smpp.example.com' },
    });
    expect(validateSmppGateways([{ ...gateway, ipv4: 'smpp.example.com' }], noCredentials)).toEqual(
      {},
    );
  });

  it('refuses an invalid address', () => {
    const gateway = smpp('outbound', { ipv4: 'bad address' });
    expect(keys(validateSmppGateways([gateway], noCredentials))).toEqual([
      'carriers.addressInvalid',
    ]);
  });

  it('needs unique outbound addresses', () => {
    const a = smpp('outbound', { ipv4: 'smpp.example.com' });
    const b = smpp('outbound', { ipv4: 'SMPP.example.com', port: '2776' });
    expect(keys(validateSmppGateways([a, b], noCredentials))).toEqual([
      'carriers.smppOutboundDuplicate',
    ]);
  });

  it('needs unique inbound addresses, which may repeat an outbound one', () => {
    const credentials = { ...noCredentials, smppInboundPassword: 'secret' };
    const out = smpp('outbound', { ipv4: '192.0.2.5' });
    const a = smpp('inbound', { ipv4: '192.0.2.5' });
    const b = smpp('inbound', { ipv4: '192.0.2.5' });
    expect(keys(validateSmppGateways([out, a], credentials))).toEqual([]);
    expect(keys(validateSmppGateways([out, a, b], credentials))).toEqual([
      'carriers.smppInboundDuplicate',
    ]);
  });

  it('needs an outbound gateway once an outbound system id or password is set', () => {
    expect(
      keyOf(validateSmppGateways([], { ...noCredentials, smppSystemId: 'acme' }).smppOutbound),
    ).toBe('carriers.smppOutboundRequired');
    expect(
      keyOf(validateSmppGateways([], { ...noCredentials, smppPassword: 'x' }).smppOutbound),
    ).toBe('carriers.smppOutboundRequired');
  });

  it('needs the inbound password while inbound addresses are whitelisted', () => {
    const gateway = smpp('inbound', { ipv4: '192.0.2.9' });
    expect(keys(validateSmppGateways([gateway], noCredentials))).toEqual([
      'carriers.smppInboundPasswordRequired',
    ]);
  });

  it('takes only IPv4 addresses for inbound', () => {
    const gateway = smpp('inbound', { ipv4: 'smpp.example.com' });
    const credentials = { ...noCredentials, smppInboundPassword: 'secret' };
    expect(keys(validateSmppGateways([gateway], credentials))).toEqual(['carriers.smppInboundIp']);
  });

  it('checks outbound ports and inbound netmasks', () => {
    const out = smpp('outbound', { ipv4: '192.0.2.1', port: '99999' });
    const inbound = smpp('inbound', { ipv4: '192.0.2.2', netmask: '0' });
    const credentials = { ...noCredentials, smppInboundPassword: 'secret' };
    expect(keys(validateSmppGateways([out, inbound], credentials))).toEqual([
      'carriers.portInvalid',
      'carriers.netmaskInvalid',
    ]);
  });

  it('sends each direction with its fields', () => {
    expect(smppGatewayPayload(smpp('outbound', { ipv4: '192.0.2.1', useTls: true }), 'c1')).toEqual(
      {
        voip_carrier_sid: 'c1',
        ipv4: '192.0.2.1',
        port: 2775,
        netmask: 32,
        is_primary: false,
        use_tls: true,
        inbound: false,
        outbound: true,
      },
    );
    expect(
      smppGatewayPayload(smpp('inbound', { ipv4: '192.0.2.0', netmask: '24' }), 'c1'),
    ).toMatchObject({ netmask: 24, use_tls: false, inbound: true, outbound: false });
  });
});

describe('the saved gateways as form rows', () => {
  const sip = (sid: string, ipv4: string, port: number | null): SipGateway => ({
    sip_gateway_sid: sid,
    voip_carrier_sid: 'c1',
    ipv4,
    port,
    netmask: 32,
    inbound: 1,
    outbound: 1,
    is_active: 1,
  });
  const smpp = (sid: string, ipv4: string): SmppGateway => ({
    smpp_gateway_sid: sid,
    voip_carrier_sid: 'c1',
    ipv4,
    port: 2775,
    netmask: 32,
    use_tls: 0,
    inbound: 1,
    outbound: 1,
  });

  it('come by address and port, whatever order they come in (a real server lists them by sid)', () => {
    const rows = gatewayRows(
      [
        sip('s1', 'sip.example.com', null),
        sip('s2', '192.0.2.10', 5070),
        sip('s3', '192.0.2.10', 5060),
        sip('s4', '192.0.2.9', 5060),
      ],
      [smpp('m1', 'smpp.example.com'), smpp('m2', '192.0.2.1')],
    );
    expect(rows.sip.map((row) => row.sid)).toEqual(['s4', 's3', 's2', 's1']);
    expect(rows.smpp.map((row) => row.sid)).toEqual(['m2', 'm1']);
  });
});
