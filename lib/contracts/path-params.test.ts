/** The one reading of ":name" path parameters, shared by the browser and the upstream forwarder. */
import { describe, expect, it } from 'vitest';
import { fillPath, pathParams } from './path-params';

describe('path parameters', () => {
  it('are named in order', () => {
    expect(pathParams('/org/dept/:dept/app/:app/children')).toEqual(['dept', 'app']);
    expect(pathParams('/org/orgs')).toEqual([]);
  });

  it('are filled URI-encoded from the values, the rest kept for query or body', () => {
    expect(fillPath('/org/unit/:id/app/:appId', { id: 7, appId: 'a b', keep: 1 })).toEqual({ path: '/org/unit/7/app/a%20b', rest: { keep: 1 } });
  });

  it('are left empty when a value is missing, never the text "undefined" (the server answers 404, not another record)', () => {
    expect(fillPath('/org/code/:code', {}).path).toBe('/org/code/');
    expect(fillPath('/logo/:code', { code: '../x' }).path).toBe('/logo/..%2Fx');
  });
});
