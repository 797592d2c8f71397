import { describe, expect, it } from 'vitest';
import { pcapFile } from './pcap.ts';
import { readPcap } from './test-readers.ts';

const INVITE = 'INVITE sip:15085550100@203.0.113.5:5060 SIP/2.0\r\nCall-ID: a@b\r\n\r\n';

describe('pcapFile', () => {
  const file = pcapFile([
    {
      at: 1_700_000_000_123.456,
      source: { ip: '192.0.2.10', port: 5060 },
      destination: { ip: '203.0.113.5', port: 5060 },
      payload: Buffer.from(INVITE),
    },
    {
      at: 1_700_000_000_200,
      source: { ip: '203.0.113.5', port: 5060 },
      destination: { ip: '192.0.2.10', port: 5060 },
      payload: Buffer.from('SIP/2.0 100 Trying\r\n\r\n'),
    },
  ]);

  it('writes the classic header: magic, version 2.4, Ethernet', () => {
    expect(file.readUInt32LE(0)).toBe(0xa1b2c3d4);
    expect([file.readUInt16LE(4), file.readUInt16LE(6)]).toEqual([2, 4]);
    expect(file.readUInt32LE(20)).toBe(1);
  });

  it('holds each message as a UDP/IPv4 packet with valid checksums and its time', () => {
    const pcap = readPcap(file);
    expect(pcap.packets).toHaveLength(2);
    const [invite, trying] = pcap.packets;
    expect(invite).toMatchObject({
      sourceIp: '192.0.2.10',
      destinationIp: '203.0.113.5',
      sourcePort: 5060,
      destinationPort: 5060,
      checksumsValid: true,
    });
    expect(invite!.at).toBeCloseTo(1_700_000_000_123.456, 3);
    expect(invite!.payload.toString()).toBe(INVITE);
    expect(trying!.payload.toString()).toMatch(/^SIP\/2\.0 100 Trying/);
    expect(trying!.checksumsValid).toBe(true);
  });

  it('refuses an address that is not IPv4', () => {
    expect(() =>
      pcapFile([
        {
          at: 0,
          source: { ip: 'sip.example.com', port: 5060 },
          destination: { ip: '192.0.2.1', port: 5060 },
          payload: Buffer.alloc(0),
        },
      ]),
    ).toThrow('not an IPv4 address: sip.example.com');
  });
});
