/**
 * Hotel information of a hotel unit: address choices and star grade, facilities, nearby positions,
 * coordinates and rich information (sanitised on save, like messages). Each change is audited with
 * the page before and after.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import type { HotelDetail } from '@/lib/contracts/hotels';
import type { Prisma } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';
import { addressLists, CHINA } from './address-lists';

type Tx = Prisma.TransactionClient;

async function hotelUnit(deps: BuiltinDeps, id: number) {
  const unit = await deps.db.unit.findUnique({ where: { id }, select: { id: true, code: true, name: true, kind: true, type: true } });
  if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
  return unit;
}

async function detail(db: BuiltinDeps['db'] | Tx, unit: { id: number; code: string; name: string }): Promise<HotelDetail> {
  const info = await db.hotelInfo.findUnique({
    where: { unitId: unit.id },
    include: { facilities: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] }, positions: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
  });
  return {
    unitId: unit.id,
    unitCode: unit.code,
    unitName: unit.name,
    starOptionId: info?.starOptionId ?? null,
    countryId: info?.countryId ?? null,
    provinceId: info?.provinceId ?? null,
    cityId: info?.cityId ?? null,
    districtId: info?.districtId ?? null,
    address: info?.address ?? '',
    phone: info?.phone ?? '',
    lng: info?.lng ?? null,
    lat: info?.lat ?? null,
    richInfo: info?.richInfo ?? '',
    facilities: (info?.facilities ?? []).map((f) => ({ code: f.code, name: f.name, category: f.category ?? '', remark: f.remark ?? '', sort: f.sort })),
    positions: (info?.positions ?? []).map((p) => ({ name: p.name, type: p.type, distance: p.distance, lng: p.lng, lat: p.lat, remark: p.remark ?? '', sort: p.sort })),
    updatedAt: info ? formatDateTime(info.updatedAt) : '',
    updatedBy: info?.updatedBy ?? '',
  };
}

/** One change of the page: the info row made if missing, `change` run, audited with before and after. */
async function change(deps: BuiltinDeps, access: Access, id: number, what: string, run: (tx: Tx, hotelInfoId: number) => Promise<void>): Promise<HotelDetail> {
  const unit = await hotelUnit(deps, id);
  return deps.db.$transaction(async (tx) => {
    const before = await detail(tx, unit);
    const info = await tx.hotelInfo.upsert({ where: { unitId: unit.id }, create: { unitId: unit.id, updatedBy: access.principal.user.code }, update: { updatedBy: access.principal.user.code } });
    await run(tx, info.id);
    const after = await detail(tx, unit);
    await writeAudit(tx, access, { action: 'UPDATE', objectType: 'HotelInfo', objectId: unit.id, unitId: unit.id, before, after, detail: { part: what } });
    return after;
  });
}

export async function hotelDetail(deps: BuiltinDeps, access: Access, input: ConsoleInput<'hotelDetail'>): Promise<ConsoleOutput<'hotelDetail'>> {
  return detail(deps.db, await hotelUnit(deps, input.id));
}

export async function saveHotelDetail(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveHotelDetail'>): Promise<ConsoleOutput<'saveHotelDetail'>> {
  // The choices must fit together: the district of the city of the province of the country, each
  // level only below the one above it (ids are the lists' codes, ADR 103).
  const lists = addressLists();
  const fits: Record<'countryId' | 'provinceId' | 'cityId' | 'districtId', (id: number) => boolean> = {
    countryId: (id) => lists.countries.has(id),
    provinceId: (id) => input.countryId === CHINA && lists.provinces.has(id),
    cityId: (id) => lists.cities.get(id)?.parent === input.provinceId,
    districtId: (id) => lists.districts.get(id)?.parent === input.cityId,
  };
  for (const [field, fit] of Object.entries(fits)) {
    const id = input[field as keyof typeof fits];
    if (id !== null && !fit(id)) throw AppError.validation({ [field]: ['choice'] });
  }
  if (input.starOptionId !== null && !(await deps.db.hotelStarOption.findUnique({ where: { id: input.starOptionId } }))) throw AppError.validation({ starOptionId: ['choice'] });
  return change(deps, access, input.id, 'basic', async (tx, infoId) => {
    await tx.hotelInfo.update({
      where: { id: infoId },
      data: { starOptionId: input.starOptionId, countryId: input.countryId, provinceId: input.provinceId, cityId: input.cityId, districtId: input.districtId, address: input.address, phone: input.phone },
    });
  });
}

export async function saveHotelFacilities(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveHotelFacilities'>): Promise<ConsoleOutput<'saveHotelFacilities'>> {
  return change(deps, access, input.id, 'facilities', async (tx, hotelInfoId) => {
    await tx.hotelFacility.deleteMany({ where: { hotelInfoId } });
    for (const f of input.facilities) await tx.hotelFacility.create({ data: { hotelInfoId, code: f.code.toUpperCase(), name: f.name, category: f.category, remark: f.remark, sort: f.sort } });
  });
}

export async function saveHotelPositions(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveHotelPositions'>): Promise<ConsoleOutput<'saveHotelPositions'>> {
  return change(deps, access, input.id, 'positions', async (tx, hotelInfoId) => {
    await tx.hotelPosition.deleteMany({ where: { hotelInfoId } });
    for (const p of input.positions) await tx.hotelPosition.create({ data: { hotelInfoId, ...p } });
  });
}

export async function saveHotelLngLat(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveHotelLngLat'>): Promise<ConsoleOutput<'saveHotelLngLat'>> {
  return change(deps, access, input.id, 'lngLat', async (tx, infoId) => {
    await tx.hotelInfo.update({ where: { id: infoId }, data: { lng: input.lng, lat: input.lat } });
  });
}

export async function saveHotelRichInfo(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveHotelRichInfo'>): Promise<ConsoleOutput<'saveHotelRichInfo'>> {
  const html = sanitizeMessageHtml(input.richInfo);
  return change(deps, access, input.id, 'richInfo', async (tx, infoId) => {
    await tx.hotelInfo.update({ where: { id: infoId }, data: { richInfo: html || null } });
  });
}
