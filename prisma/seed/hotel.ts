// Address and star-grade choices, and the hotel information pages of the three hotels (H001 in
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

const PROVINCES = [
  { code: 'SH', name: '上海市', nameEn: 'Shanghai', cities: [{ code: 'SH', name: '上海市', nameEn: 'Shanghai' }] },
  { code: 'BJ', name: '北京市', nameEn: 'Beijing', cities: [{ code: 'BJ', name: '北京市', nameEn: 'Beijing' }] },
  {
    code: 'ZJ', name: '浙江省', nameEn: 'Zhejiang',
    cities: [{ code: 'HZ', name: '杭州市', nameEn: 'Hangzhou' }, { code: 'NB', name: '宁波市', nameEn: 'Ningbo' }],
  },
  {
    code: 'GD', name: '广东省', nameEn: 'Guangdong',
    cities: [{ code: 'GZ', name: '广州市', nameEn: 'Guangzhou' }, { code: 'SZ', name: '深圳市', nameEn: 'Shenzhen' }],
  },
]

type HotelSeed = {
  unit: string
  star: string
  province: string
  city: string
  lng: number
  lat: number
  phone: string
  richInfo: string
  facilities: { code: string; name: string; category: string }[]
  positions: { name: string; type: string; distance: number; lng: number; lat: number }[]
}

const HOTELS: readonly HotelSeed[] = [
  {
    unit: 'H001', star: 'FIVE', province: 'SH', city: 'SH', lng: 121.4905, lat: 31.2397, phone: '021-60000101',
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
    unit: 'H002', star: 'FIVE', province: 'ZJ', city: 'HZ', lng: 120.1488, lat: 30.2595, phone: '0571-60000102',
    richInfo: '<p><b>锦程西湖度假酒店</b>毗邻西湖断桥，园林式建筑，适合休闲度假。</p>',
    facilities: [{ code: 'WIFI', name: '免费无线网络', category: 'GENERAL' }, { code: 'SPA', name: '水疗中心', category: 'LEISURE' }],
    positions: [{ name: '杭州东站', type: 'STATION', distance: 9.6, lng: 120.2127, lat: 30.2906 }],
  },
  {
    unit: 'H003', star: 'FOUR', province: 'BJ', city: 'BJ', lng: 116.4619, lat: 39.9087, phone: '010-60000103',
    richInfo: '<p><b>锦程京华商务酒店</b>位于国贸商圈，商务出行首选。</p>',
    facilities: [{ code: 'WIFI', name: '免费无线网络', category: 'GENERAL' }, { code: 'MEETING', name: '会议室', category: 'BUSINESS' }],
    positions: [{ name: '国贸地铁站', type: 'METRO', distance: 0.4, lng: 116.4612, lat: 39.9093 }],
  },
]

type Places = { stars: Map<string, number>; countryId: number; places: Map<string, { provinceId: number; cityId: number }> }

/** Reference data every installation needs: star grades and the country, province and city choices. */
export async function seedAddressReference(ctx: SeedContext): Promise<Places> {
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
  const country = await ensure(
    ctx,
    'Country',
    () => db.country.findUnique({ where: { code: 'CN' } }),
    () => db.country.create({ data: { code: 'CN', name: '中国', nameEn: 'China', sort: 1 } }),
  )
  const places = new Map<string, { provinceId: number; cityId: number }>()
  for (const [index, seed] of PROVINCES.entries()) {
    const province = await ensure(
      ctx,
      'Province',
      () => db.province.findUnique({ where: { countryId_code: { countryId: country.id, code: seed.code } } }),
      () => db.province.create({ data: { countryId: country.id, code: seed.code, name: seed.name, nameEn: seed.nameEn, sort: index + 1 } }),
    )
    for (const [cityIndex, city] of seed.cities.entries()) {
      const row = await ensure(
        ctx,
        'City',
        () => db.city.findUnique({ where: { provinceId_code: { provinceId: province.id, code: city.code } } }),
        () => db.city.create({ data: { provinceId: province.id, ...city, sort: cityIndex + 1 } }),
      )
      places.set(`${seed.code}/${city.code}`, { provinceId: province.id, cityId: row.id })
    }
  }
  return { stars, countryId: country.id, places }
}

export async function seedHotels(ctx: SeedContext, org: OrgRefs): Promise<void> {
  const { db } = ctx
  const { stars, countryId, places } = await seedAddressReference(ctx)
  for (const seed of HOTELS) {
    const unit = unitOf(org, seed.unit)
    const place = places.get(`${seed.province}/${seed.city}`)
    if (!place) throw new Error(`seed: unknown city ${seed.province}/${seed.city}`)
    const info = await ensure(
      ctx,
      'HotelInfo',
      () => db.hotelInfo.findUnique({ where: { unitId: unit.id } }),
      () =>
        db.hotelInfo.create({
          data: {
            unitId: unit.id,
            starOptionId: stars.get(seed.star) ?? null,
            countryId,
            provinceId: place.provinceId,
            cityId: place.cityId,
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
