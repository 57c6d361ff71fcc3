/** Path parameters and list parameters of declared calls, and what a row's call puts in its URL. */
import { describe, expect, it } from 'vitest';
import * as calls from '@/lib/client/calls.generated';
import { listParams, requestOf, rowValues } from './call';
import type { RowCallRef } from './types';

/** A user row as the list shows it: the personal data that must not reach a URL. */
const user = { id: 30, code: 'wangfang', name: '王芳', mobile: '13800000001', email: 'frontdesk@concierge.local', idCard: '110101199001011234', unitId: 4 };
const PERSONAL = [user.code, user.name, user.mobile, user.email, user.idCard].map((v) => encodeURIComponent(v));

/** The URL (path and query) a call would be sent to, as the fetch layer builds it. */
function urlOf(ref: RowCallRef<typeof user>, row: typeof user): string {
  const r = requestOf(ref, rowValues(ref, row));
  const query = new URLSearchParams(Object.entries(r.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${r.path}?${query}` : r.path;
}

describe('declared calls', () => {
  it('page with firstResult and pageSize and send only set filters', () => {
    expect(listParams(true, 3, 20, { code: 'H', name: '', status: undefined, type: null })).toEqual({ firstResult: 40, pageSize: 20, code: 'H' });
    expect(listParams(false, 3, 20, { unitId: 1 })).toEqual({ unitId: 1 });
  });

  it('delete a row by its id alone: nothing else of the row in the URL', () => {
    const url = urlOf(calls.deleteUser, user);
    expect(url).toBe('/user/delUser/30');
    for (const value of PERSONAL) expect(url).not.toContain(value);
  });

  it('send a row action on GET with the path ids only, and what `params` picks when declared', () => {
    expect(urlOf(calls.unitApps, user)).toBe('/org/unit/30/app');
    expect(urlOf({ ...calls.removeUnitApp, params: (r) => ({ id: r.unitId, appId: 9 }) }, user)).toBe('/org/unit/4/app/9');
    // A POST without path parameters sends only what its params pick, in the body.
    expect(requestOf(calls.lockUser, rowValues({ ...calls.lockUser, params: (r) => ({ id: r.id }) }, user))).toEqual({ method: 'POST', path: '/user/lock', body: { id: 30 } });
    expect(rowValues(calls.lockUser, user)).toEqual({});
  });

  it('keep the values a caller passes on purpose as query (searches, ids)', () => {
    expect(requestOf(calls.unitApps, { id: 4, status: 'ENABLED' })).toEqual({ method: 'GET', path: '/org/unit/4/app', query: { status: 'ENABLED' } });
  });
});
