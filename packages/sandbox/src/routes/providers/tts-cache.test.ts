import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['sp-viewer', 'harbor-admin'] });
const { get, del } = actingClient(demo);
const DENIED = { status: 'fail', message: 'insufficient privileges' };
let { sales, support } = NO_SIDS;
beforeEach(() => ({ sales, support } = demoSids(demo.server)));

describe('TtsCache', () => {
  it('GET /TtsCache answers {size}; DELETE empties it (204)', async () => {
    expect((await get('admin', '/TtsCache')).json).toEqual({ size: 1444 });
    const res = await del('admin', '/TtsCache');
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', '/TtsCache')).json).toEqual({ size: 0 });
  });

  it('DELETE /Accounts/{sid}/TtsCache empties that account only', async () => {
    const res = await del('acct-admin', `/Accounts/${sales}/TtsCache`);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', '/TtsCache')).json).toEqual({ size: 102 });
    expect((await del('acct-admin', `/Accounts/${support}/TtsCache`)).json).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await del('viewer', `/Accounts/${support}/TtsCache`)).json).toEqual({
      msg: 'User has view-only access',
    });
    expect((await del('admin', `/Accounts/${UNKNOWN_SID}/TtsCache`)).status).toBe(404);
  });

  it('DELETE /Accounts/{sid}/TtsCache: admin, provider and account users in reach; view-only 403', async () => {
    for (const who of ['admin', 'sp-admin', 'acct-admin']) {
      const res = await del(who, `/Accounts/${sales}/TtsCache`);
      expect([res.status, res.text], who).toEqual([204, '']);
    }
    for (const who of ['viewer', 'sp-viewer']) {
      const res = await del(who, `/Accounts/${sales}/TtsCache`);
      expect([res.status, res.json], who).toEqual([403, { msg: 'User has view-only access' }]);
      expect((await get(who, `/Accounts/${sales}/TtsCache`)).status, who).toBe(200);
    }
    const outOfReach = await del('harbor-admin', `/Accounts/${sales}/TtsCache`);
    expect([outOfReach.status, outOfReach.json]).toEqual([
      403,
      { msg: 'insufficient permissions' },
    ]);
  });

  it('is admin only at the top, in the observed 403 shape', async () => {
    for (const who of ['sp-admin', 'acct-admin', addApiKey(demo.server, { account_sid: sales })]) {
      const read = await get(who, '/TtsCache');
      expect([read.status, read.json]).toEqual([403, DENIED]);
      const clear = await del(who, '/TtsCache');
      expect([clear.status, clear.json]).toEqual([403, DENIED]);
    }
    expect((await get('viewer', '/TtsCache')).status).toBe(200);
    expect((await del('viewer', '/TtsCache')).json).toEqual({ msg: 'User has view-only access' });
  });
});
