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

const EN = { headers: { language: 'en-US' } };
const CHINA = 156;

describe('hotel information', () => {
  it('reads the seeded page and the choices', async () => {
    const d = okOf(await h001admin.api<HotelDetail>('GET', `/orgDetail/${await unitId('H001')}`));
    expect(d.unitCode).toBe('H001');
    expect(d.facilities.length).toBeGreaterThan(0);
    // The seeded address is codes of the lists: China, Shanghai, its urban districts, Huangpu.
    expect(d).toMatchObject({ countryId: CHINA, provinceId: 31, cityId: 3101, districtId: 310101 });
    expect(okOf(await h001admin.api<Choice[]>('GET', '/hotel/option/star')).map((s) => s.name)).toContain('五星级');
    expect(okOf(await admin.api<Choice[]>('GET', '/inter/org/group')).map((g) => g.code)).toContain('HQ');
  });

  it('serves every ISO 3166 country in the page language, China first', async () => {
    const zh = okOf(await h001admin.api<Choice[]>('GET', '/address/countries'));
    const en = okOf(await h001admin.api<Choice[]>('GET', '/address/countries', EN));
    expect(zh).toHaveLength(249);
    expect(en).toHaveLength(249);
    expect(new Set(zh.map((c) => c.code)).size).toBe(249);
    expect(zh[0]).toEqual({ id: CHINA, code: 'CN', name: '中国' });
    expect(en[0]).toMatchObject({ id: CHINA, code: 'CN', name: expect.stringContaining('China') });
    expect(zh.find((c) => c.code === 'JP')).toEqual({ id: 392, code: 'JP', name: '日本' });
    expect(en.find((c) => c.code === 'JP')).toEqual({ id: 392, code: 'JP', name: 'Japan' });
    expect(en.find((c) => c.code === 'FR')?.name).toBe('France');
    // The rest is in the language's order: English alphabetically.
    const rest = en.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-US').compare));
    expect(rest[0]).toBe('Afghanistan');
  });

  it("serves China's 34 provincial divisions, their cities and districts", async () => {
    const provinces = okOf(await h001admin.api<Choice[]>('GET', '/address/provinces', { query: { countryId: String(CHINA) } }));
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['北京市', '上海市', '浙江省', '广东省', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区']));
    const zj = provinces.find((p) => p.name === '浙江省')!;
    expect(zj).toEqual({ id: 33, code: '33', name: '浙江省' });
    const zjCities = okOf(await h001admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: '33' } }));
    expect(zjCities).toHaveLength(11);
    expect(zjCities.slice(0, 2)).toEqual([{ id: 3301, code: '3301', name: '杭州市' }, { id: 3302, code: '3302', name: '宁波市' }]);
    const hzDistricts = okOf(await h001admin.api<Choice[]>('GET', '/address/districts', { query: { cityId: '3301' } }));
    expect(hzDistricts).toContainEqual({ id: 330106, code: '330106', name: '西湖区' });
    // A municipality's urban districts read as the municipality; its districts are below.
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: '31' } }))).toEqual([{ id: 3101, code: '3101', name: '上海市' }]);
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/districts', { query: { cityId: '3101' } })).map((d) => d.name)).toContain('浦东新区');
    // Hong Kong's districts, numbered here under GB/T 2260's 81.
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: '81' } })).map((c) => c.name)).toEqual(['香港岛', '九龙', '新界']);
    // Region names stay Chinese in English (the package has no romanisation; ADR 103).
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/districts', { query: { cityId: '3301' }, ...EN }))).toContainEqual({ id: 330106, code: '330106', name: '西湖区' });
    // Other countries have no subdivisions here; an unknown parent has no children.
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/provinces', { query: { countryId: '392' } }))).toEqual([]);
    expect(okOf(await h001admin.api<Choice[]>('GET', '/address/cities', { query: { provinceId: '99' } }))).toEqual([]);
    refusedWith(await h001admin.api('GET', '/address/districts', { query: { cityId: 'x' } }), 40000);
  });

  it('saves basics, coordinates, facilities, positions and sanitised rich information, each audited', async () => {
    const id = await unitId('H003');
    const star = okOf(await admin.api<Choice[]>('GET', '/hotel/option/star')).find((s) => s.code === 'FOUR')!;

    const place = { countryId: CHINA, provinceId: 33, cityId: 3301, districtId: 330106 };
    const basic = okOf(await admin.api<HotelDetail>('POST', `/orgDetail/${id}`, { body: { starOptionId: star.id, ...place, address: '西湖大道 1 号', phone: '0571-88888888' } }));
    expect(basic).toMatchObject({ starOptionId: star.id, ...place, address: '西湖大道 1 号' });
    // Each level must be of the one above it, and a known code; a refusal changes nothing.
    for (const wrong of [
      { ...place, provinceId: 11 }, // Hangzhou is not in Beijing
      { ...place, districtId: 110105 }, // Chaoyang is not in Hangzhou
      { ...place, countryId: 392 }, // Zhejiang is not in Japan
      { ...place, countryId: 999 },
      { countryId: CHINA, provinceId: 33, cityId: 3399, districtId: null },
      { countryId: null, provinceId: 33, cityId: null, districtId: null },
    ]) {
      refusedWith(await admin.api('POST', `/orgDetail/${id}`, { body: wrong }), 40000);
    }
    expect(okOf(await admin.api<HotelDetail>('GET', `/orgDetail/${id}`))).toMatchObject({ ...place, address: '西湖大道 1 号' });

    expect(okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/lngLat`, { body: { lng: 120.15507, lat: 30.274085 } }))).toMatchObject({ lng: 120.15507, lat: 30.274085 });
    for (const body of [{ lng: 181, lat: 0 }, { lng: 120, lat: null }, { lng: 'east', lat: 30 }]) refusedWith(await admin.api('POST', `/hotel/info/${id}/lngLat`, { body }), 40000);

    const withFacilities = okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/facilities`, { body: { facilities: [{ code: 'pool', name: '室内泳池', category: '康体' }, { code: 'GYM', name: '健身房', sort: 2 }] } }));
    expect(withFacilities.facilities.map((f) => f.code)).toEqual(['POOL', 'GYM']);

    const withPositions = okOf(await admin.api<HotelDetail>('POST', `/hotel/info/${id}/positions`, { body: { positions: [{ name: '萧山国际机场', type: 'AIRPORT', distance: 27.5 }] } }));
    expect(withPositions.positions[0]).toMatchObject({ name: '萧山国际机场', type: 'AIRPORT', distance: 27.5 });
    refusedWith(await admin.api('POST', `/hotel/info/${id}/positions`, { body: { positions: [{ name: '', type: 'SPACE' }] } }), 40000);

    const richly = okOf(
      await admin.api<HotelDetail>('POST', `/hotel/info/${id}/richInfo`, {
        body: { richInfo: '<p onclick="steal()"><b>湖景房</b></p><script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><img src="javascript:x"><ul><li>早餐</li></ul>' },
      }),
    );
    // What the editor makes (bold, lists) stays; scripts, handlers and script addresses go.
    expect(richly.richInfo).toContain('<b>湖景房</b>');
    expect(richly.richInfo).toContain('<li>早餐</li>');
    expect(richly.richInfo).not.toMatch(/script|onclick|onerror|javascript|alert/i);

    const audits = await h.db.prisma.auditLog.findMany({ where: { objectType: 'HotelInfo', objectId: String(id) }, orderBy: { id: 'asc' } });
    expect(audits.map((a) => JSON.parse(a.detail!).part)).toEqual(['basic', 'lngLat', 'facilities', 'positions', 'richInfo']);
    expect(JSON.parse(audits[1]!.before!).lng).toBe(116.4619);
    expect(JSON.parse(audits[1]!.after!).lng).toBe(120.15507);
  });

  it('refuses duplicate facility and position rows, naming the rows and what repeats, and changes nothing', async () => {
    const id = await unitId('H002');
    const before = okOf(await admin.api<HotelDetail>('GET', `/orgDetail/${id}`));
    const audits = await h.db.prisma.auditLog.count({ where: { objectType: 'HotelInfo', objectId: String(id) } });

    const facilities = [{ code: 'POOL', name: '泳池' }, { code: 'GYM', name: '健身房' }, { code: 'pool ', name: '室外泳池' }];
    const refused = await admin.api('POST', `/hotel/info/${id}/facilities`, { body: { facilities } });
    refusedWith(refused, 40000);
    expect(refused.body.msg).toBe('输入有误：酒店设施 第 1 项 代码（与另一行重复）；酒店设施 第 3 项 代码（与另一行重复）');
    const sameName = await admin.api('POST', `/hotel/info/${id}/facilities`, { body: { facilities: [{ code: 'A', name: '会议室' }, { code: 'B', name: '会议室' }] }, ...EN });
    refusedWith(sameName, 40000);
    expect(sameName.body.msg).toBe('Invalid input: facilities item 1 name (same as another row); facilities item 2 name (same as another row)');

    const positions = [{ name: '杭州东站', type: 'STATION' }, { name: '西湖', type: 'LANDMARK' }, { name: '杭州东站', type: 'METRO' }];
    const refusedPositions = await admin.api('POST', `/hotel/info/${id}/positions`, { body: { positions } });
    refusedWith(refusedPositions, 40000);
    expect(refusedPositions.body.msg).toBe('输入有误：周边位置 第 1 项 名称（与另一行重复）；周边位置 第 3 项 名称（与另一行重复）');

    expect(okOf(await admin.api<HotelDetail>('GET', `/orgDetail/${id}`))).toEqual(before);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'HotelInfo', objectId: String(id) } })).toBe(audits);
  });

  it('keeps a hotel administrator to their hotel and refuses ordinary users', async () => {
    const h002 = await unitId('H002');
    refusedWith(await h001admin.api('GET', `/orgDetail/${h002}`), 40300);
    refusedWith(await h001admin.api('POST', `/hotel/info/${h002}/lngLat`, { body: { lng: 1, lat: 1 } }), 40300);
    refusedWith(await frontdesk.api('POST', `/hotel/info/${await unitId('H001')}/richInfo`, { body: { richInfo: 'x' } }), 40300);
    expect((await h.db.prisma.hotelInfo.findUnique({ where: { unitId: h002 } }))?.lng).not.toBe(1);
  });
});
