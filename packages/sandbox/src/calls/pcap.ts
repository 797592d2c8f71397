/** A UDP datagram between two IPv4 endpoints at a moment (ms since the epoch). */
export interface UdpPacket {
  at: number;
  source: { ip: string; port: number };
  destination: { ip: string; port: number };
  payload: Buffer;
}

const PCAP_MAGIC = 0xa1b2c3d4;
const LINKTYPE_ETHERNET = 1;
const SNAPLEN = 65_535;
const ETHERTYPE_IPV4 = 0x0800;
const PROTOCOL_UDP = 17;

/**
 * A classic pcap file (little-endian, microsecond stamps, Ethernet) holding the packets as
 * Ethernet/IPv4/UDP frames, as Wireshark or tcpdump read them.
 */
export function pcapFile(packets: readonly UdpPacket[]): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(PCAP_MAGIC, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeInt32LE(0, 8); // thiszone
  header.writeUInt32LE(0, 12); // sigfigs
  header.writeUInt32LE(SNAPLEN, 16);
  header.writeUInt32LE(LINKTYPE_ETHERNET, 20);
  return Buffer.concat([header, ...packets.flatMap((packet) => record(packet))]);
}

function record(packet: UdpPacket): Buffer[] {
  const frame = ethernetFrame(packet);
  const header = Buffer.alloc(16);
  const micros = Math.round(packet.at * 1000);
  header.writeUInt32LE(Math.floor(micros / 1_000_000), 0);
  header.writeUInt32LE(micros % 1_000_000, 4);
  header.writeUInt32LE(frame.length, 8);
  header.writeUInt32LE(frame.length, 12);
  return [header, frame];
}

function ethernetFrame(packet: UdpPacket): Buffer {
  const ethernet = Buffer.alloc(14);
  macOf(packet.destination.ip).copy(ethernet, 0);
  macOf(packet.source.ip).copy(ethernet, 6);
  ethernet.writeUInt16BE(ETHERTYPE_IPV4, 12);

  const udpLength = 8 + packet.payload.length;
  const ip = Buffer.alloc(20);
  ip.writeUInt8(0x45, 0); // version 4, 5 words of header
  ip.writeUInt16BE(20 + udpLength, 2);
  ip.writeUInt16BE(0x4000, 6); // don't fragment
  ip.writeUInt8(64, 8); // TTL
  ip.writeUInt8(PROTOCOL_UDP, 9);
  ipv4Bytes(packet.source.ip).copy(ip, 12);
  ipv4Bytes(packet.destination.ip).copy(ip, 16);
  ip.writeUInt16BE(checksum([ip]), 10);

  const udp = Buffer.alloc(8);
  udp.writeUInt16BE(packet.source.port, 0);
  udp.writeUInt16BE(packet.destination.port, 2);
  udp.writeUInt16BE(udpLength, 4);
  const pseudo = Buffer.alloc(12);
  ip.copy(pseudo, 0, 12, 20);
  pseudo.writeUInt8(PROTOCOL_UDP, 9);
  pseudo.writeUInt16BE(udpLength, 10);
  udp.writeUInt16BE(checksum([pseudo, udp, packet.payload]) || 0xffff, 6);

  return Buffer.concat([ethernet, ip, udp, packet.payload]);
}

/** The Internet checksum (RFC 1071) of the buffers taken as one. */
function checksum(parts: readonly Buffer[]): number {
  const data = Buffer.concat(parts);
  let sum = 0;
  for (let i = 0; i < data.length; i += 2) {
    sum += (data[i]! << 8) + (data[i + 1] ?? 0);
  }
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

function ipv4Bytes(ip: string): Buffer {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    throw new Error(`not an IPv4 address: ${ip}`);
  }
  return Buffer.from(parts);
}

/** A locally administered MAC address made from the IP, so each host keeps one. */
function macOf(ip: string): Buffer {
  return Buffer.concat([Buffer.from([0x02, 0x00]), ipv4Bytes(ip)]);
}
