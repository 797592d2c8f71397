import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { readQueryText } from '../../http/paging.ts';
import { pageAnswer, readTimePage } from '../../http/call-query.ts';
import { CALL_OWNERS } from './call-owner.ts';

interface AlertRow<Time = number> {
  time: Time;
  account_sid: string | null;
  alert_type: string;
  message: string;
  service_provider_sid: string;
  vendor: string | null;
  detail: string | null;
}

/** What a real server's provider-wide query selects: no account, no type, no vendor. */
const providerAlert = ({ time, service_provider_sid, message, detail }: AlertRow<string>) => ({
  time,
  service_provider_sid,
  message,
  detail,
});

/**
 * Alerts of an account, or of a provider (its own and its accounts'), newest first, paged like
 * RecentCalls; `alert_type` narrows them to one type. A provider's answer has the real server's
 * fewer fields (its time-series query names only these), so a console cannot rely on an account
 * or a type there.
 */
export function alertRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  for (const { base, ownerOf } of CALL_OWNERS) {
    api.get(`${base}/Alerts`, async (request) => {
      const owner = ownerOf(db, request);
      const page = readTimePage(request.query, ctx.now());
      const alertType = readQueryText(request.query, 'alert_type', 64);
      const where = `${owner.column} = ? AND time BETWEEN ? AND ?${alertType ? ' AND alert_type = ?' : ''}`;
      const params = [owner.sid, page.range.from, page.range.to, ...(alertType ? [alertType] : [])];
      const total = db
        .prepare(`SELECT COUNT(*) FROM alerts WHERE ${where}`)
        .pluck()
        .get(...params) as number;
      const rows = db
        .prepare(
          `SELECT time, account_sid, alert_type, message, service_provider_sid, vendor, detail
           FROM alerts WHERE ${where} ORDER BY time DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...params, page.count, page.offset) as AlertRow[];
      const shape =
        owner.column === 'service_provider_sid' ? providerAlert : (row: AlertRow<string>) => row;
      return pageAnswer(
        page,
        total,
        rows.map((row) => shape({ ...row, time: new Date(row.time).toISOString() })),
      );
    });
  }
}
