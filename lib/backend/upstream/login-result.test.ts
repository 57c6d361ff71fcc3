/** The single mapping from an upstream login result to ours (see login-result.ts). */
import { describe, expect, it } from 'vitest';
import { upstreamLoginResult } from './login-result';

const flat = {
  jwtToken: 'jwt',
  userCode: 'alice',
  username: 'Alice',
  unitId: 'u-uuid',
  unitCode: 'HQ',
  unitName: 'Head office',
  unitLogo: '/logo.png',
  deptName: 'IT',
  userPkId: 7,
  unitPkId: 3,
  pwdChange: 'T',
};

const parse = (raw: unknown, token?: string) => upstreamLoginResult(token).safeParse(raw);

describe('upstream login result', () => {
  it('fills missing lists and objects from the flat fields', () => {
    const r = parse(flat);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      apps: [],
      menus: [],
      pwdChange: 'T',
      user: { id: 7, code: 'alice', name: 'Alice', deptName: 'IT', pwdChange: 'T', type: 'ORDINARY' },
      unit: { id: 3, uuid: 'u-uuid', code: 'HQ', name: 'Head office', logo: '/logo.png' },
      repeatLogin: null,
    });
  });

  it('takes flags and type from an upstream user object, and accepts booleans and string ids', () => {
    const r = parse({
      ...flat,
      userPkId: '7',
      unitPkId: null,
      user: { type: 'UNIT_ADMIN', firstLogin: true, canUseBackdoor: 'T', receiveMessage: false, email: 'a@x.io' },
      unit: { id: 3, type: 'HOTEL', theme: 'dark' },
    });
    expect(r.data?.user).toMatchObject({ id: 7, type: 'UNIT_ADMIN', firstLogin: 'T', canUseBackdoor: 'T', receiveMessage: 'F', email: 'a@x.io' });
    expect(r.data?.unit).toEqual({ id: 3, uuid: 'u-uuid', code: 'HQ', name: 'Head office', logo: '/logo.png', type: 'HOTEL', theme: 'dark' });
    expect(r.data?.unitPkId).toBe(3);
  });

  it('prefers the flat spec field when both are sent', () => {
    const r = parse({ ...flat, user: { code: 'other', name: 'Other' }, unit: { code: 'OTHER' } });
    expect(r.data).toMatchObject({ userCode: 'alice', user: { code: 'alice', name: 'Alice' }, unit: { code: 'HQ' } });
  });

  it('fills the flat fields from the objects when only those are sent', () => {
    const r = parse({ jwtToken: 'jwt', user: { id: 9, code: 'bob', name: 'Bob' }, unit: { id: 4, uuid: 'x', code: 'H2', name: 'Hotel 2' } });
    expect(r.data).toMatchObject({ userCode: 'bob', username: 'Bob', userPkId: 9, unitCode: 'H2', unitId: 'x', unitPkId: 4, unitName: 'Hotel 2' });
  });

  it('defaults app and menu fields, recursively, and maps an unknown winType to ROUTE', () => {
    const r = parse({
      ...flat,
      apps: [{ code: 'CRM', descript: 'CRM system', sso: true }],
      menus: [{ name: 'sys', title: null, winType: 'POPUP', children: [{ name: 'users', path: '/users', winType: 'NEWPAGE', stretch: 'T' }] }],
    });
    expect(r.data?.apps).toEqual([
      { code: 'CRM', name: 'CRM system', descript: 'CRM system', remark: '', logo: '', sLogo: '', href: '', sso: 'T', icon: '', iconColor: '', img: '' },
    ]);
    expect(r.data?.menus).toEqual([
      {
        name: 'sys',
        title: 'sys',
        path: '',
        winType: 'ROUTE',
        stretch: 'F',
        icon: '',
        tip: '',
        children: [{ name: 'users', title: 'users', path: '/users', winType: 'NEWPAGE', stretch: 'T', icon: '', tip: '', children: [] }],
      },
    ]);
  });

  it('keeps repeat-login info', () => {
    const info = { descript: 'PMS', time: 't', ip: '198.51.100.1', location: 'x' };
    expect(parse({ ...flat, repeatLogin: info }).data?.repeatLogin).toEqual(info);
  });

  it.each([
    { name: 'no token at all', raw: { ...flat, jwtToken: undefined }, token: undefined },
    { name: 'no user code', raw: { ...flat, userCode: '' }, token: 'tok' },
    { name: 'no unit code', raw: { ...flat, unitCode: null }, token: 'tok' },
    { name: 'a menu without a name', raw: { ...flat, menus: [{ title: 'x' }] }, token: 'tok' },
    { name: 'a flag that is neither T/F nor boolean', raw: { ...flat, pwdChange: 'Y' }, token: 'tok' },
    { name: 'not an object', raw: 'jwt', token: 'tok' },
  ])('refuses $name', ({ raw, token }) => {
    expect(parse(raw, token).success).toBe(false);
  });

  it('uses the call token when the answer has none', () => {
    expect(parse({ ...flat, jwtToken: null }, 'tok').data?.jwtToken).toBe('tok');
  });
});
