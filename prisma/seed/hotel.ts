// Star-grade choices, and the hotel information pages of the three hotels (H001 in
// full: facilities, nearby positions, coordinates and rich HTML).
import { ensure, type SeedContext } from './context.ts'
import { UNITS, unitOf, type OrgRefs } from './units.ts'

const STARS = [
  { code: 'ONE', name: '一星级', nameEn: 'One star' },
  { code: 'TWO', name: '二星级', nameEn: 'Two stars' },
  { code: 'THREE', name: '三星级', nameEn: 'Three stars' },
  { code: 'FOUR', name: '四星级', nameEn: 'Four stars' },
  { code: 'FIVE', name: '五星级', nameEn: 'Five stars' },
]

// Address choices are codes of the maintained lists (docs/decisions/103): China 156 (ISO 3166-1
// numeric), provinces, cities and districts by GB/T 2260.
const CHINA = 156

type HotelSeed = {
  unit: string
  star: string
  province: number
  city: number
  district: number
  lng: number
  lat: number
  phone: string
  richInfo: string
  facilities: { code: string; name: string; category: string }[]
  positions: { name: string; type: string; distance: number; lng: number; lat: number }[]
}

const HOTELS: readonly HotelSeed[] = [
  {
    unit: 'H001', star: 'FIVE', province: 31, city: 3101, district: 310101, lng: 121.4905, lat: 31.2397, phone: '021-60000101',
    richInfo:
      '<p><b>锦程国际大酒店</b>坐落于上海外滩，步行可达南京路步行街，俯瞰黄浦江与陆家嘴天际线。</p>' +
      '<p>酒店拥有 <b>368</b> 间客房及套房、3 间餐厅和 1200 平方米无柱宴会厅。</p>',
    facilities: [
      { code: 'WIFI', name: '免费无线网络', category: 'GENERAL' },
      { code: 'PARKING', name: '地下停车场', category: 'GENERAL' },
      { code: 'POOL', name: '室内恒温泳池', category: 'LEISURE' },
      { code: 'GYM', name: '24 小时健身房', category: 'LEISURE' },
      { code: 'MEETING', name: '会议室', category: 'BUSINESS' },
      { code: 'BREAKFAST', name: '自助早餐', category: 'DINING' },
    ],
    positions: [
      { name: '外滩', type: 'LANDMARK', distance: 0.3, lng: 121.4909, lat: 31.2400 },
      { name: '南京东路地铁站', type: 'METRO', distance: 0.6, lng: 121.4846, lat: 31.2380 },
      { name: '上海站', type: 'STATION', distance: 5.8, lng: 121.4556, lat: 31.2496 },
      { name: '上海虹桥国际机场', type: 'AIRPORT', distance: 18.5, lng: 121.3364, lat: 31.1979 },
      { name: '上海浦东国际机场', type: 'AIRPORT', distance: 40.2, lng: 121.8053, lat: 31.1443 },
    ],
  },
  {
    unit: 'H002', star: 'FIVE', province: 33, city: 3301, district: 330106, lng: 120.1488, lat: 30.2595, phone: '0571-60000102',
    richInfo: '<p><b>锦程西湖度假酒店</b>毗邻西湖断桥，园林式建筑，适合休闲度假。</p>',
    facilities: [{ code: 'WIFI', name: '免费无线网络', category: 'GENERAL' }, { code: 'SPA', name: '水疗中心', category: 'LEISURE' }],
    positions: [{ name: '杭州东站', type: 'STATION', distance: 9.6, lng: 120.2127, lat: 30.2906 }],
  },
  {
    unit: 'H003', star: 'FOUR', province: 11, city: 1101, district: 110105, lng: 116.4619, lat: 39.9087, phone: '010-60000103',
    richInfo: '<p><b>锦程京华商务酒店</b>位于国贸商圈，商务出行首选。</p>',
    facilities: [{ code: 'WIFI', name: '免费无线网络', category: 'GENERAL' }, { code: 'MEETING', name: '会议室', category: 'BUSINESS' }],
    positions: [{ name: '国贸地铁站', type: 'METRO', distance: 0.4, lng: 116.4612, lat: 39.9093 }],
  },
]

/** Reference data every installation needs: the star grades (address choices come from their packages). */
export async function seedStarGrades(ctx: SeedContext): Promise<Map<string, number>> {
  const { db } = ctx
  const stars = new Map<string, number>()
  for (const [index, seed] of STARS.entries()) {
    const star = await ensure(
      ctx,
      'HotelStarOption',
      () => db.hotelStarOption.findUnique({ where: { code: seed.code } }),
      () => db.hotelStarOption.create({ data: { ...seed, sort: index + 1 } }),
    )
    stars.set(seed.code, star.id)
  }
  return stars
}

export async function seedHotels(ctx: SeedContext, org: OrgRefs): Promise<void> {
  const { db } = ctx
  const stars = await seedStarGrades(ctx)
  for (const seed of HOTELS) {
    const unit = unitOf(org, seed.unit)
    const info = await ensure(
      ctx,
      'HotelInfo',
      () => db.hotelInfo.findUnique({ where: { unitId: unit.id } }),
      () =>
        db.hotelInfo.create({
          data: {
            unitId: unit.id,
            starOptionId: stars.get(seed.star) ?? null,
            countryId: CHINA,
            provinceId: seed.province,
            cityId: seed.city,
            districtId: seed.district,
            lng: seed.lng,
            lat: seed.lat,
            richInfo: seed.richInfo,
            address: UNITS.find((u) => u.code === seed.unit)?.address ?? null,
            phone: seed.phone,
            updatedBy: 'admin',
          },
        }),
    )
    for (const [index, facility] of seed.facilities.entries()) {
      await ensure(
        ctx,
        'HotelFacility',
        () => db.hotelFacility.findUnique({ where: { hotelInfoId_code: { hotelInfoId: info.id, code: facility.code } } }),
        () => db.hotelFacility.create({ data: { hotelInfoId: info.id, ...facility, sort: index + 1 } }),
      )
    }
    for (const [index, position] of seed.positions.entries()) {
      await ensure(
        ctx,
        'HotelPosition',
        // No unique key in the schema; a position's name is unique per hotel here.
        () => db.hotelPosition.findFirst({ where: { hotelInfoId: info.id, name: position.name } }),
        () => db.hotelPosition.create({ data: { hotelInfoId: info.id, ...position, sort: index + 1 } }),
      )
    }
  }
}
