/** Hotel information through the BFF: the page's parts, address choices that must fit, sanitised HTML, unit boundaries and audit rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signInConsoleUsers } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import type { HotelDetail } from '@/lib/contracts/hotels';

let h: Harness;
let h001admin: Browser;
let frontdesk: Browser;
let admin: Browser;

beforeAll(async () => {
  h = await createHarness();
  [admin, h001admin, frontdesk] = await signInConsoleUsers();
});
afterAll(async () => h?.close());

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
type Choice = { id: number; code: string; name: string };

describe('hotel information', () => {
  it('reads the seeded page and the choices', async () => {
    const d = okOf(await h001admin.api<HotelDetail>('GET', `/orgDetail/${await unitId('H001')}`));
    expect(d.unitCode).toBe('H001');
    expect(d.facilities.length).toBeGreaterThan(0);
    const countries = okOf(await h001admin.api<Choice[]>('GET', '/address/countries'));
    const provinces = okOf(await h001admin.api<Choice[]>('GET', '/address/provinces', { query: { countryId: String(countries[0]!.id) } }));
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['上海市', '浙江省']));
    const zj = provinces.find((p) => p.code === 'ZJ')!;
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: String(zj.id) } })).map((c) => c.name)).toEqual(['杭州市', '宁波市']);
    expect(okOf(await h001admin.api<Choice[]>('GET', '/hotel/option/star')).map((s) => s.name)).toContain('五星级');
    expect(okOf(await admin.api<Choice[]>('GET', '/inter/org/group')).map((g) => g.code)).toContain('HQ');
  });

  it('saves basics, coordinates, facilities, positions and sanitised rich information, each audited', async () => {
    const id = await unitId('H003');
    const countries = okOf(await admin.api<Choice[]>('GET', '/address/countries'));
    const provinces = okOf(await admin.api<Choice[]>('GET', '/address/provinces', { query: { countryId: String(countries[0]!.id) } }));
    const zj = provinces.find((p) => p.code === 'ZJ')!;
    const bj = provinces.find((p) => p.code === 'BJ')!;
    const hz = okOf(await admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: String(zj.id) } }))[0]!;
    const star = okOf(await admin.api<Choice[]>('GET', '/hotel/option/star')).find((s) => s.code === 'FOUR')!;

    const basic = okOf(await admin.api<HotelDetail>('POST', `/orgDetail/${id}`, { body: { starOptionId: star.id, countryId: countries[0]!.id, provinceId: zj.id, cityId: hz.id, address: '西湖大道 1 号', phone: '0571-88888888' } }));
    expect(basic).toMatchObject({ starOptionId: star.id, cityId: hz.id, address: '西湖大道 1 号' });
    // A city of another province does not fit.
    refusedWith(await admin.api('POST', `/orgDetail/${id}`, { body: { countryId: countries[0]!.id, provinceId: bj.id, cityId: hz.id } }), 40000);

    expect(okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/lngLat`, { body: { lng: 120.15507, lat: 30.274085 } }))).toMatchObject({ lng: 120.15507, lat: 30.274085 });
    for (const body of [{ lng: 181, lat: 0 }, { lng: 120, lat: null }, { lng: 'east', lat: 30 }]) refusedWith(await admin.api('POST', `/hotel/info/${id}/lngLat`, { body }), 40000);

    const withFacilities = okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/facilities`, { body: { facilities: [{ code: 'pool', name: '室内泳池', category: '康体' }, { code: 'GYM', name: '健身房', sort: 2 }] } }));
    expect(withFacilities.facilities.map((f) => f.code)).toEqual(['POOL', 'GYM']);
    refusedWith(await admin.api('POST', `/hotel/info/${id}/facilities`, { body: { facilities: [{ code: 'A', name: 'a' }, { code: 'a', name: 'b' }] } }), 40000);

    const withPositions = okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/positions`, { body: { positions: [{ name: '萧山国际机场', type: 'AIRPORT', distance: 27.5 }] } }));
    expect(withPositions.positions[0]).toMatchObject({ name: '萧山国际机场', type: 'AIRPORT', distance: 27.5 });
    refusedWith(await admin.api('POST', `/hotel/info/${id}/positions`, { body: { positions: [{ name: '', type: 'SPACE' }] } }), 40000);

    const richly = okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/richInfo`, { body: { richInfo: '<p onclick="steal()">湖景房</p><script>alert(document.cookie)</script><img src="javascript:x">' } }));
    expect(richly.richInfo).toContain('湖景房');
    expect(richly.richInfo).not.toMatch(/script|onclick|javascript/i);

    const audits = await h.db.prisma.auditLog.findMany({ where: { objectType: 'HotelInfo', objectId: String(id) }, orderBy: { id: 'asc' } });
    expect(audits.map((a) => JSON.parse(a.detail!).part)).toEqual(['basic', 'lngLat', 'facilities', 'positions', 'richInfo']);
    expect(JSON.parse(audits[1]!.before!).lng).toBe(116.4619);
    expect(JSON.parse(audits[1]!.after!).lng).toBe(120.15507);
  });

  it('keeps a hotel administrator to their hotel and refuses ordinary users', async () => {
    const h002 = await unitId('H002');
    refusedWith(await h001admin.api('GET', `/orgDetail/${h002}`), 40300);
    refusedWith(await h001admin.api('POST', `/hotel/info/${h002}/lngLat`, { body: { lng: 1, lat: 1 } }), 40300);
    refusedWith(await frontdesk.api('POST', `/hotel/info/${await unitId('H001')}/richInfo`, { body: { richInfo: 'x' } }), 40300);
    expect((await h.db.prisma.hotelInfo.findUnique({ where: { unitId: h002 } }))?.lng).not.toBe(1);
  });
});
