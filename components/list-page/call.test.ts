/** Path parameters and list parameters of declared calls. */
import { describe, expect, it } from 'vitest';
import { fillPath, listParams } from './call';

describe('declared calls', () => {
  it('fill :params from the values and keep the rest', () => {
    expect(fillPath('/org/unit/:id/app/:appId', { id: 7, appId: 'a b', keep: 1 })).toEqual({ path: '/org/unit/7/app/a%20b', rest: { keep: 1 } });
  });

  it('page with firstResult and pageSize and send only set filters', () => {
    expect(listParams(true, 3, 20, { code: 'H', name: '', status: undefined, type: null })).toEqual({ firstResult: 40, pageSize: 20, code: 'H' });
    expect(listParams(false, 3, 20, { unitId: 1 })).toEqual({ unitId: 1 });
  });
});
