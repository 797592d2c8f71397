import type { Db } from '../db/database.ts';
import type { CallOwner } from '../db/recent-calls.ts';
import { SBC_ADDRESSES } from '../db/platform-data.ts';
import { seededRandom } from './random.ts';
import { registerTransaction, type SipMessage } from './sip-dialog.ts';

const SIP_PORT = 5060;

interface RegisteringCarrier {
  register_username: string | null;
  register_sip_realm: string | null;
  register_status: string;
  gateway: string | null;
  gateway_port: number | null;
}

/** The address a capture shows for a host: itself when it is an IPv4 address, else the one its
 *  name resolved to (made up, in the documentation range). */
const addressOf = (host: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ? host : `198.51.100.${(Math.abs(hashOf(host)) % 250) + 1}`;

/** A number from a text, to seed what is made up about it. */
const hashOf = (text: string) =>
  [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7);

/**
 * The platform's last REGISTER to a carrier that requires registration, found by the Call-ID
 * its register status names (what a real server's capture store holds under that id): the
 * challenge, the REGISTER with credentials, and the carrier's answer (200 when registered, else
 * 403). Empty when no carrier in the owner's reach has that Call-ID.
 */
export function carrierRegisterExchange(
  db: Db,
  owner: CallOwner,
  callId: string,
  now: number,
): SipMessage[] {
  const carrier = db
    .prepare(
      `SELECT c.register_username, c.register_sip_realm, c.register_status,
              (SELECT g.ipv4 FROM sip_gateways g WHERE g.voip_carrier_sid = c.voip_carrier_sid
                 AND g.outbound = 1 ORDER BY g.ipv4 LIMIT 1) AS gateway,
              (SELECT g.port FROM sip_gateways g WHERE g.voip_carrier_sid = c.voip_carrier_sid
                 AND g.outbound = 1 ORDER BY g.ipv4 LIMIT 1) AS gateway_port
         FROM voip_carriers c
        WHERE c.requires_register = 1 AND json_valid(c.register_status)
          AND json_extract(c.register_status, '$.callId') = ? AND c.${owner.column} = ?`,
    )
    .get(callId, owner.sid) as RegisteringCarrier | undefined;
  if (!carrier) return [];
  const status = JSON.parse(carrier.register_status) as { status?: string };
  const random = seededRandom(hashOf(callId));
  const domain = carrier.register_sip_realm || carrier.gateway || 'carrier.invalid';
  return registerTransaction({
    random,
    // Registrations are renewed: the last one was a few minutes ago.
    at: now - random.int(60_000, 600_000),
    client: { ip: SBC_ADDRESSES[0]!.ipv4, port: SIP_PORT },
    server: { ip: addressOf(carrier.gateway ?? domain), port: carrier.gateway_port ?? SIP_PORT },
    user: carrier.register_username || 'jambonz',
    domain,
    callId,
    finalStatus: status.status === 'ok' ? 200 : 403,
    agent: 'User-Agent: sbc',
  });
}
