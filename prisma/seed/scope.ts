// HQ's zones, companies and suppliers ("user auth info"), managed tags, a data-authorisation
// group and PMS account mappings.
import { ensure, type SeedContext } from './context.ts'
import type { RoleRefs } from './roles.ts'
import { unitOf, type OrgRefs } from './units.ts'
import { userOf, type UserRefs } from './users.ts'

const ZONES = [
  { code: 'EAST', name: '华东区' },
  { code: 'NORTH', name: '华北区' },
  { code: 'SOUTH', name: '华南区' },
]

const COMPANIES = [
  { code: 'C_SH', name: '锦程酒店管理（上海）有限公司', zone: 'EAST' },
  { code: 'C_HZ', name: '锦程酒店管理（杭州）有限公司', zone: 'EAST' },
  { code: 'C_BJ', name: '锦程酒店管理（北京）有限公司', zone: 'NORTH' },
]

const SUPPLIERS = [
  { code: 'SUP01', name: '上海洁净布草供应有限公司', unit: 'SUP01' },
  { code: 'SUP02', name: '杭州绿源食品有限公司', unit: null },
  { code: 'SUP03', name: '北京恒温机电设备有限公司', unit: null },
]

export type SupplierRefs = Map<string, { id: number }>

/** Runs before the users: supplier users point at their Supplier row. */
export async function seedOrgScope(ctx: SeedContext, org: OrgRefs): Promise<SupplierRefs> {
  const { db } = ctx
  const unitId = unitOf(org, 'HQ').id
  const zones = new Map<string, { id: number }>()
  for (const [index, seed] of ZONES.entries()) {
    const zone = await ensure(
      ctx,
      'Zone',
      () => db.zone.findUnique({ where: { unitId_code: { unitId, code: seed.code } } }),
      () => db.zone.create({ data: { unitId, code: seed.code, name: seed.name, sort: index + 1 } }),
    )
    zones.set(seed.code, zone)
  }
  for (const [index, seed] of COMPANIES.entries()) {
    await ensure(
      ctx,
      'Company',
      () => db.company.findUnique({ where: { unitId_code: { unitId, code: seed.code } } }),
      () => db.company.create({ data: { unitId, code: seed.code, name: seed.name, zoneId: zones.get(seed.zone)?.id ?? null, sort: index + 1 } }),
    )
  }
  const suppliers: SupplierRefs = new Map()
  for (const seed of SUPPLIERS) {
    const supplier = await ensure(
      ctx,
      'Supplier',
      () => db.supplier.findUnique({ where: { unitId_code: { unitId, code: seed.code } } }),
      () =>
        db.supplier.create({
          data: { unitId, code: seed.code, name: seed.name, supplierUnitId: seed.unit ? unitOf(org, seed.unit).id : null },
        }),
    )
    suppliers.set(seed.code, supplier)
  }
  return suppliers
}

/** Runs after users and roles: authorisations, tags, data groups and PMS mappings. */
export async function seedUserScope(ctx: SeedContext, org: OrgRefs, users: UserRefs, roles: RoleRefs): Promise<void> {
  await seedUserAuthInfo(ctx, org, users)
  await seedManagedTags(ctx, org, users, roles)
  await seedDataAuth(ctx, org, users)
  await seedPmsMappings(ctx, org, users)
}

async function seedUserAuthInfo(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const { db } = ctx
  const unitId = unitOf(org, 'HQ').id
  // The group accountant covers the east: zone, its companies, and the linen supplier.
  const userId = userOf(users, 'HQ', 'zhangwei').id
  const zone = await db.zone.findUniqueOrThrow({ where: { unitId_code: { unitId, code: 'EAST' } } })
  await ensure(
    ctx,
    'UserZone',
    () => db.userZone.findUnique({ where: { userId_zoneId: { userId, zoneId: zone.id } } }),
    () => db.userZone.create({ data: { userId, zoneId: zone.id, createdBy: 'admin' } }),
  )
  for (const code of ['C_SH', 'C_HZ']) {
    const company = await db.company.findUniqueOrThrow({ where: { unitId_code: { unitId, code } } })
    await ensure(
      ctx,
      'UserCompany',
      () => db.userCompany.findUnique({ where: { userId_companyId: { userId, companyId: company.id } } }),
      () => db.userCompany.create({ data: { userId, companyId: company.id, createdBy: 'admin' } }),
    )
  }
  const supplier = await db.supplier.findUniqueOrThrow({ where: { unitId_code: { unitId, code: 'SUP01' } } })
  await ensure(
    ctx,
    'UserSupplier',
    () => db.userSupplier.findUnique({ where: { userId_supplierId: { userId, supplierId: supplier.id } } }),
    () => db.userSupplier.create({ data: { userId, supplierId: supplier.id, createdBy: 'admin' } }),
  )
}

async function seedManagedTags(ctx: SeedContext, org: OrgRefs, users: UserRefs, roles: RoleRefs) {
  const { db } = ctx
  const unitId = unitOf(org, 'HQ').id
  const tags = [
    { code: 'KEY_HOTEL', name: '重点酒店', descript: '集团重点关注的旗舰酒店', type: 'HOTEL' },
    { code: 'NEW_OPEN', name: '新开业', descript: '开业一年内的酒店', type: 'HOTEL' },
    { code: 'FINANCE', name: '财务条线', descript: '财务相关人员', type: 'USER' },
  ]
  const ids = new Map<string, number>()
  const tagIdOf = (code: string) => {
    const id = ids.get(code)
    if (id === undefined) throw new Error(`seed: unknown managed tag ${code}`)
    return id
  }
  for (const [index, seed] of tags.entries()) {
    const tag = await ensure(
      ctx,
      'ManagedTag',
      () => db.managedTag.findUnique({ where: { unitId_code: { unitId, code: seed.code } } }),
      () => db.managedTag.create({ data: { unitId, ...seed, sort: index + 1, createdBy: 'admin' } }),
    )
    ids.set(seed.code, tag.id)
  }
  const userTags = [
    { user: 'zhangwei', tag: 'FINANCE' },
    { user: 'admin', tag: 'KEY_HOTEL' },
  ]
  for (const grant of userTags) {
    const userId = userOf(users, 'HQ', grant.user).id
    const tagId = tagIdOf(grant.tag)
    await ensure(
      ctx,
      'UserManagedTag',
      () => db.userManagedTag.findUnique({ where: { userId_tagId: { userId, tagId } } }),
      () => db.userManagedTag.create({ data: { userId, tagId, createdBy: 'admin' } }),
    )
  }
  const role = roles.get('HQ/AUDITOR')
  if (!role) throw new Error('seed: role HQ/AUDITOR missing')
  const tagId = tagIdOf('KEY_HOTEL')
  await ensure(
    ctx,
    'RoleManagedTag',
    () => db.roleManagedTag.findUnique({ where: { roleId_tagId: { roleId: role.id, tagId } } }),
    () => db.roleManagedTag.create({ data: { roleId: role.id, tagId, createdBy: 'admin' } }),
  )
}

async function seedDataAuth(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const { db } = ctx
  const unitId = unitOf(org, 'HQ').id
  const group = await ensure(
    ctx,
    'DataAuthGroup',
    () => db.dataAuthGroup.findUnique({ where: { unitId_code: { unitId, code: 'DA_EAST' } } }),
    () => db.dataAuthGroup.create({ data: { unitId, code: 'DA_EAST', name: '华东区域酒店数据', appCode: 'REPORT', remark: '可查看华东区酒店的经营数据', createdBy: 'admin' } }),
  )
  const contents = [
    { contentType: 'ZONE', contentCode: 'EAST', contentName: '华东区' },
    { contentType: 'UNIT', contentCode: 'H001', contentName: unitOf(org, 'H001').name },
    { contentType: 'UNIT', contentCode: 'H002', contentName: unitOf(org, 'H002').name },
    { contentType: 'COMPANY', contentCode: 'C_SH', contentName: '锦程酒店管理（上海）有限公司' },
  ]
  for (const content of contents) {
    await ensure(
      ctx,
      'DataAuthContent',
      () =>
        db.dataAuthContent.findUnique({
          where: { groupId_contentType_contentCode: { groupId: group.id, contentType: content.contentType, contentCode: content.contentCode } },
        }),
      () => db.dataAuthContent.create({ data: { groupId: group.id, ...content } }),
    )
  }
  const userId = userOf(users, 'HQ', 'zhangwei').id
  await ensure(
    ctx,
    'UserDataAuthGroup',
    () => db.userDataAuthGroup.findUnique({ where: { userId_groupId: { userId, groupId: group.id } } }),
    () => db.userDataAuthGroup.create({ data: { userId, groupId: group.id, createdBy: 'admin' } }),
  )
}

async function seedPmsMappings(ctx: SeedContext, org: OrgRefs, users: UserRefs) {
  const unitId = unitOf(org, 'H001').id
  // FD02 is an imported PMS account not yet bound to a platform user.
  const mappings = [
    { pmsUserCode: 'FD01', pmsUserName: '王芳', pmsDeptCode: 'FO', user: 'frontdesk' },
    { pmsUserCode: 'HK01', pmsUserName: '杨洋', pmsDeptCode: 'HK', user: 'hk01' },
    { pmsUserCode: 'FD02', pmsUserName: '林晓', pmsDeptCode: 'FO', user: null },
  ]
  for (const seed of mappings) {
    await ensure(
      ctx,
      'PmsUserMapping',
      () => ctx.db.pmsUserMapping.findUnique({ where: { pmsHotelCode_pmsUserCode: { pmsHotelCode: 'H001', pmsUserCode: seed.pmsUserCode } } }),
      () =>
        ctx.db.pmsUserMapping.create({
          data: {
            unitId,
            pmsHotelCode: 'H001',
            pmsUserCode: seed.pmsUserCode,
            pmsUserName: seed.pmsUserName,
            pmsDeptCode: seed.pmsDeptCode,
            userId: seed.user ? userOf(users, 'H001', seed.user).id : null,
            createdBy: 'h001admin',
          },
        }),
    )
  }
}
