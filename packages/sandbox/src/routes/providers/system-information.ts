import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { assertAdminPrivileges } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { HOST_NAME, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A comma-separated list of IPv4 addresses or IPv4/0-32 networks; 400 naming the bad item. */
function readCidrList(key: string, value: unknown): string {
  if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
  if (value.length > 1024) throw badRequest(`${key} must be at most 1024 characters`);
  if (value.trim() === '') return '';
  const items = value.split(',').map((item) => item.trim());
  for (const item of items) {
    const [address = '', bits, ...rest] = item.split('/');
    const validBits = bits === undefined || (/^\d{1,2}$/.test(bits) && Number(bits) <= 32);
    if (!IPV4.test(address) || !validBits || rest.length > 0) {
      throw badRequest(`${key}: invalid IPv4 address or CIDR "${item}"`);
    }
  }
  return items.join(',');
}

const domain = { type: 'string', max: 255, nullable: true, pattern: HOST_NAME } as const;

const FIELDS = {
  domain_name: domain,
  sip_domain_name: domain,
  monitoring_domain_name: domain,
  private_network_cidr: { type: 'custom', read: readCidrList, nullable: true },
  log_level: { type: 'enum', values: ['info', 'debug'] },
} as const;

const COLUMNS = Object.keys(FIELDS);

function read(db: Db): Record<string, unknown> | undefined {
  return db.prepare(`SELECT ${COLUMNS.join(', ')} FROM system_information WHERE id = 1`).get() as
    Record<string, unknown> | undefined;
}

/** GET and POST /SystemInformation: admin only, in the real server's 403 shape. */
export function systemInformationRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/SystemInformation', async (request) => {
    assertAdminPrivileges(callerOf(request));
    return read(db) ?? {};
  });

  // Fields not sent keep their values (null and 'info' at first); answers 201 with the whole.
  api.post('/SystemInformation', async (request, reply) => {
    assertAdminPrivileges(callerOf(request));
    const body = readBody(request.body, FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    // An emptied field is cleared.
    const sent = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value === '' ? null : value]),
    );
    const next = {
      domain_name: null,
      sip_domain_name: null,
      monitoring_domain_name: null,
      private_network_cidr: null,
      log_level: 'info',
      ...read(db),
      ...sent,
    };
    db.prepare(
      `INSERT OR REPLACE INTO system_information (id, ${COLUMNS.join(', ')})
       VALUES (1, ${COLUMNS.map((c) => `@${c}`).join(', ')})`,
    ).run(next);
    return reply.code(201).send(read(db));
  });
}
