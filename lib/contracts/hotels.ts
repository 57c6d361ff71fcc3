/**
 * Hotel information (console.md: facilities, positions, coordinates, rich information, country,
 * province and city choices, star grade; calls /orgDetail/{id}, /hotel/info/{id}/facilities,
 * positions, lngLat, richInfo, /address/countries, provinces, cities (and districts, ADR 103),
 * /hotel/option/star, /inter/org/group). Address ids are codes of maintained lists: ISO 3166-1
 * numeric for countries, GB/T 2260 for China's provinces, cities and districts. {id} is the hotel
 * unit's id. Writes are POST (the client sends a PUT to the user-center base as a POST).
 */
import { z } from 'zod';
import { integerOr, decimalInput } from './numbers';
import { consoleCall, idSchema, optionalText, requiredText } from './console-call';
import { ref, scope } from './scope';

const choiceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const facilitySchema = z.object({ code: z.string(), name: z.string(), category: z.string(), remark: z.string(), sort: z.number().int() });
export const POSITION_TYPES = ['AIRPORT', 'STATION', 'METRO', 'LANDMARK', 'BUSINESS', 'OTHER'] as const;
export const positionSchema = z.object({
  name: z.string(),
  type: z.string(),
  distance: z.number().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  remark: z.string(),
  sort: z.number().int(),
});

export const hotelDetailSchema = z.object({
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  starOptionId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  address: z.string(),
  phone: z.string(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  /** Sanitised HTML. */
  richInfo: z.string(),
  facilities: z.array(facilitySchema),
  positions: z.array(positionSchema),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

const lng = decimalInput(-180, 180);
const lat = decimalInput(-90, 90);
const nullableId = idSchema.nullish().transform((v) => v ?? null);

/**
 * Rows of a list that repeat an earlier row's `key` (compared trimmed and case-blind): each row of
 * such a pair is named, `<list>.<row>.<field>` with the problem `duplicate` (40000 then reads
 * "facilities 第 1 项 code（与另一行重复）；facilities 第 3 项 code（与另一行重复）").
 */
function noDuplicates<T>(field: keyof T & string, key: (row: T) => string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number[]>();
    rows.forEach((row, i) => {
      const k = key(row).trim().toUpperCase();
      seen.set(k, [...(seen.get(k) ?? []), i]);
    });
    for (const indexes of seen.values()) {
      if (indexes.length < 2) continue;
      for (const i of indexes) ctx.addIssue({ code: 'custom', path: [i, field], message: 'duplicate', params: { problem: 'duplicate' } });
    }
  };
}

export const hotelCalls = {
  hotelDetail: consoleCall({ method: 'GET', path: '/orgDetail/:id', permission: 'uc:unit:list', scope: scope.of(ref.unit('id')), input: z.object({ id: idSchema }), output: hotelDetailSchema }),
  saveHotelDetail: consoleCall({
    method: 'POST',
    path: '/orgDetail/:id',
    permission: 'uc:hotel:edit',
    scope: scope.of(ref.unit('id')),
    input: z.object({ id: idSchema, starOptionId: nullableId, countryId: nullableId, provinceId: nullableId, cityId: nullableId, districtId: nullableId, address: optionalText(200), phone: optionalText(30) }),
    output: hotelDetailSchema,
  }),
  saveHotelFacilities: consoleCall({
    method: 'POST',
    path: '/hotel/info/:id/facilities',
    permission: 'uc:hotel:edit',
    scope: scope.of(ref.unit('id')),
    input: z.object({
      id: idSchema,
      facilities: z
        .array(z.object({ code: z.string().trim().min(1).max(30).regex(/^[A-Za-z0-9_-]+$/), name: requiredText(60), category: optionalText(30), remark: optionalText(200), sort: integerOr(0, 9999, 0) }))
        .max(200)
        .superRefine(noDuplicates('code', (f) => f.code))
        .superRefine(noDuplicates('name', (f) => f.name)),
    }),
    output: hotelDetailSchema,
  }),
  saveHotelPositions: consoleCall({
    method: 'POST',
    path: '/hotel/info/:id/positions',
    permission: 'uc:hotel:edit',
    scope: scope.of(ref.unit('id')),
    input: z.object({
      id: idSchema,
      positions: z
        .array(
          z.object({
            name: requiredText(60),
            type: z.enum(POSITION_TYPES).default('OTHER'),
            distance: decimalInput(0, 10_000).nullish().transform((v) => v ?? null),
            lng: lng.nullish().transform((v) => v ?? null),
            lat: lat.nullish().transform((v) => v ?? null),
            remark: optionalText(200),
            sort: integerOr(0, 9999, 0),
          }),
        )
        .max(200)
        .superRefine(noDuplicates('name', (p) => p.name)),
    }),
    output: hotelDetailSchema,
  }),
  /** Coordinates picked on a map or typed (WGS-84 decimal degrees); both or neither. */
  saveHotelLngLat: consoleCall({
    method: 'POST',
    path: '/hotel/info/:id/lngLat',
    permission: 'uc:hotel:edit',
    scope: scope.of(ref.unit('id')),
    input: z.object({ id: idSchema, lng: lng.nullable(), lat: lat.nullable() }).refine((v) => (v.lng === null) === (v.lat === null), { path: ['lat'], message: 'pair' }),
    output: hotelDetailSchema,
  }),
  saveHotelRichInfo: consoleCall({ method: 'POST', path: '/hotel/info/:id/richInfo', permission: 'uc:hotel:edit', scope: scope.of(ref.unit('id')), input: z.object({ id: idSchema, richInfo: z.string().max(100_000) }), output: hotelDetailSchema }),
  countries: consoleCall({ method: 'GET', path: '/address/countries', permission: null, scope: scope.self('reference data every signed-in user reads'), input: z.object({}), output: z.array(choiceSchema) }),
  provinces: consoleCall({ method: 'GET', path: '/address/provinces', permission: null, scope: scope.self('reference data every signed-in user reads'), input: z.object({ countryId: idSchema }), output: z.array(choiceSchema) }),
  cities: consoleCall({ method: 'GET', path: '/address/cities', permission: null, scope: scope.self('reference data every signed-in user reads'), input: z.object({ provinceId: idSchema }), output: z.array(choiceSchema) }),
  /** Districts (county-level divisions) of a Chinese city: the level below /address/cities (ADR 103). */
  districts: consoleCall({ method: 'GET', path: '/address/districts', permission: null, scope: scope.self('reference data every signed-in user reads'), input: z.object({ cityId: idSchema }), output: z.array(choiceSchema) }),
  starOptions: consoleCall({ method: 'GET', path: '/hotel/option/star', permission: null, scope: scope.self('reference data every signed-in user reads'), input: z.object({}), output: z.array(choiceSchema) }),
  /** The groups in the caller's scope (a hotel's group is chosen among them). */
  orgGroups: consoleCall({ method: 'GET', path: '/inter/org/group', permission: 'uc:unit:list', scope: scope.list('groups among the units the caller administers'), input: z.object({}), output: z.array(choiceSchema) }),
};
