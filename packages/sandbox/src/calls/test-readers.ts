/**
 * Readers the tests use to check synthesised files the way a packet tool or an audio tool would:
 * a pcap parser, a WAV parser and a Goertzel tone detector. Not used by the server.
 */
import { DTMF_FREQUENCIES } from './audio/dtmf.ts';

export interface PcapPacket {
  at: number;
  sourceIp: string;
  destinationIp: string;
  sourcePort: number;
  destinationPort: number;
  payload: Buffer;
  /** The IPv4 header checksum and the UDP checksum verify. */
  checksumsValid: boolean;
}

export interface Pcap {
  magic: number;
  linkType: number;
  packets: PcapPacket[];
}

/** Parses a classic little-endian pcap file of Ethernet/IPv4/UDP frames. */
export function readPcap(file: Buffer): Pcap {
  const magic = file.readUInt32LE(0);
  const linkType = file.readUInt32LE(20);
  const packets: PcapPacket[] = [];
  let offset = 24;
  while (offset < file.length) {
    const seconds = file.readUInt32LE(offset);
    const micros = file.readUInt32LE(offset + 4);
    const length = file.readUInt32LE(offset + 8);
    const frame = file.subarray(offset + 16, offset + 16 + length);
    offset += 16 + length;
    const ip = frame.subarray(14, 34);
    const udp = frame.subarray(34, 42);
    const udpLength = udp.readUInt16BE(4);
    const payload = frame.subarray(42, 34 + udpLength);
    const pseudo = Buffer.alloc(12);
    ip.copy(pseudo, 0, 12, 20);
    pseudo.writeUInt8(17, 9);
    pseudo.writeUInt16BE(udpLength, 10);
    packets.push({
      at: seconds * 1000 + micros / 1000,
      sourceIp: [...ip.subarray(12, 16)].join('.'),
      destinationIp: [...ip.subarray(16, 20)].join('.'),
      sourcePort: udp.readUInt16BE(0),
      destinationPort: udp.readUInt16BE(2),
      payload,
      checksumsValid:
        frame.readUInt16BE(12) === 0x0800 &&
        onesComplementSum(ip) === 0xffff &&
        onesComplementSum(Buffer.concat([pseudo, udp, payload])) === 0xffff,
    });
  }
  return { magic, linkType, packets };
}

function onesComplementSum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 2) sum += (data[i]! << 8) + (data[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return sum;
}

export interface Wav {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  samples: Int16Array;
}

/** Parses a canonical RIFF/WAVE file (one fmt chunk, one data chunk). */
export function readWav(file: Buffer): Wav {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  if (file.readUInt32LE(4) !== file.length - 8) throw new Error('RIFF size does not match');
  const dataBytes = file.readUInt32LE(40);
  const data = file.subarray(44, 44 + dataBytes);
  return {
    format: file.readUInt16LE(20),
    channels: file.readUInt16LE(22),
    sampleRate: file.readUInt32LE(24),
    bitsPerSample: file.readUInt16LE(34),
    samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)),
  };
}

/** The power of one frequency in the samples (Goertzel), normalised by their length. */
export function tonePower(
  samples: ArrayLike<number>,
  frequency: number,
  sampleRate = 8000,
): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = 0; i < samples.length; i++) {
    const current = samples[i]! + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power =
    previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  return power / (samples.length * samples.length);
}

/**
 * The DTMF key whose row and column tones both stand well above the other keypad
 * frequencies, or null.
 */
export function detectDigit(samples: ArrayLike<number>, sampleRate = 8000): string | null {
  const rows = [697, 770, 852, 941];
  const columns = [1209, 1336, 1477, 1633];
  const strongest = (frequencies: number[]): [number, number] => {
    const powers = frequencies.map((f) => tonePower(samples, f, sampleRate));
    const sorted = [...powers].sort((a, b) => b - a);
    return [frequencies[powers.indexOf(sorted[0]!)]!, sorted[0]! / Math.max(sorted[1]!, 1e-9)];
  };
  const [row, rowMargin] = strongest(rows);
  const [column, columnMargin] = strongest(columns);
  if (rowMargin < 10 || columnMargin < 10) return null;
  const key = Object.entries(DTMF_FREQUENCIES).find(
    ([, pair]) => pair[0] === row && pair[1] === column,
  );
  return key ? key[0] : null;
}
