/** The address lists built from the packages hang together: every level's parent exists, ids are unique, names are set. */
import { describe, expect, it } from 'vitest';
import { addressLists, CHINA, countryChoices } from './address-lists';

describe('address lists', () => {
  const lists = addressLists();

  it('has the 249 assigned ISO 3166-1 countries with numeric ids and both names', () => {
    expect(lists.countries.size).toBe(249);
    expect(lists.countries.get(CHINA)).toEqual({ id: 156, code: 'CN', zh: '中国', en: "People's Republic of China" });
    expect([...lists.countries.values()].find((c) => c.code === 'XK')).toBeUndefined();
    for (const c of lists.countries.values()) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.zh && c.en).toBeTruthy();
    }
    expect(countryChoices('zh-CN')[0]?.name).toBe('中国');
  });

  it("links China's 34 provinces, their cities and districts by GB/T 2260 codes", () => {
    expect(lists.provincesOf.get(CHINA)).toHaveLength(34);
    expect(lists.provinces.size).toBe(34);
    for (const city of lists.cities.values()) {
      expect(lists.provinces.has(city.parent), `${city.code} ${city.zh}`).toBe(true);
      expect(city.code.startsWith(String(city.parent))).toBe(true);
    }
    for (const district of lists.districts.values()) {
      expect(lists.cities.has(district.parent), `${district.code} ${district.zh}`).toBe(true);
      expect(district.code).toMatch(/^\d{6}$/);
    }
    // Every province has cities and every city districts: no choice leads to an empty list.
    for (const p of lists.provinces.values()) expect(lists.citiesOf.get(p.id)?.length, p.zh).toBeGreaterThan(0);
    for (const c of lists.cities.values()) expect(lists.districtsOf.get(c.id)?.length, `${c.code} ${c.zh}`).toBeGreaterThan(0);
    expect(lists.cities.get(3101)?.zh).toBe('上海市');
    expect(lists.cities.get(4403)?.zh).toBe('深圳市');
    expect(lists.districts.get(810101)).toMatchObject({ zh: '中西区', parent: 8101 });
    expect(lists.districts.size).toBeGreaterThan(2900);
  });
});
