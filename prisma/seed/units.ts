// Organisation units (alliance > group > hotels and store, plus supplier, agreement, OTA and travel
// units) and the department tree of each unit.
import { ensure, type SeedContext } from './context.ts'

type UnitSeed = {
  code: string
  name: string
  shortName: string
  type: 'COMPAN' | 'HOTEL' | 'OTA' | 'TRAVEL' | 'SUPPLI' | 'DISTRI' | 'ALLIAN'
  kind: 'GROUP' | 'HOTEL' | 'STORE' | 'SUPPLIER' | 'AGREEMENT' | 'ALLIANCE' | null
  parent: string | null
  theme: string
  address: string
  phone: string
  contactName: string
}

// Parents come before children so parentId can be resolved in one pass.
export const UNITS: readonly UnitSeed[] = [
  { code: 'ALLY', name: '锦程酒店联盟', shortName: 'Jincheng Alliance', type: 'ALLIAN', kind: 'ALLIANCE', parent: null, theme: 'blue', address: '上海市黄浦区中山东一路 1 号', phone: '021-60000000', contactName: '周明' },
  { code: 'HQ', name: '锦程酒店集团', shortName: 'Jincheng Hotels Group', type: 'COMPAN', kind: 'GROUP', parent: 'ALLY', theme: 'blue', address: '上海市静安区南京西路 1266 号', phone: '021-60000001', contactName: '陈志强' },
  { code: 'H001', name: '锦程国际大酒店', shortName: 'Jincheng International Hotel', type: 'HOTEL', kind: 'HOTEL', parent: 'HQ', theme: 'gold', address: '上海市黄浦区中山东一路 18 号', phone: '021-60000101', contactName: '王建国' },
  { code: 'H002', name: '锦程西湖度假酒店', shortName: 'Jincheng West Lake Resort', type: 'HOTEL', kind: 'HOTEL', parent: 'HQ', theme: 'green', address: '浙江省杭州市西湖区北山街 88 号', phone: '0571-60000102', contactName: '李秀英' },
  { code: 'H003', name: '锦程京华商务酒店', shortName: 'Jincheng Jinghua Business Hotel', type: 'HOTEL', kind: 'HOTEL', parent: 'HQ', theme: 'blue', address: '北京市朝阳区建国路 99 号', phone: '010-60000103', contactName: '赵磊' },
  { code: 'S001', name: '锦程咖啡·外滩店', shortName: 'Jincheng Cafe Bund', type: 'COMPAN', kind: 'STORE', parent: 'HQ', theme: 'gold', address: '上海市黄浦区中山东一路 20 号', phone: '021-60000201', contactName: '孙丽' },
  { code: 'SUP01', name: '上海洁净布草供应有限公司', shortName: 'Shanghai Clean Linen Supply', type: 'SUPPLI', kind: 'SUPPLIER', parent: null, theme: 'default', address: '上海市闵行区莘庄工业区春东路 508 号', phone: '021-61000001', contactName: '钱伟' },
  { code: 'AGR01', name: '华东科技股份有限公司', shortName: 'East China Technology Co.', type: 'COMPAN', kind: 'AGREEMENT', parent: null, theme: 'default', address: '上海市浦东新区张江路 368 号', phone: '021-62000001', contactName: '吴静' },
  { code: 'OTA01', name: '云游旅行网', shortName: 'Cloudtrip OTA', type: 'OTA', kind: null, parent: null, theme: 'default', address: '上海市长宁区金钟路 968 号', phone: '400-820-0001', contactName: '郑浩' },
  { code: 'TRV01', name: '锦程国际旅行社', shortName: 'Jincheng Travel Service', type: 'TRAVEL', kind: null, parent: 'HQ', theme: 'blue', address: '上海市黄浦区四川中路 200 号', phone: '021-63000001', contactName: '冯雪' },
]

export const HOTEL_CODES = ['H001', 'H002', 'H003'] as const

type DeptSeed = { code: string; name: string; parent?: string }

const HOTEL_DEPARTMENTS: readonly DeptSeed[] = [
  { code: 'FO', name: '前厅部' },
  { code: 'FO_RECEP', name: '接待组', parent: 'FO' },
  { code: 'FO_CONC', name: '礼宾组', parent: 'FO' },
  { code: 'HK', name: '客房部' },
  { code: 'FB', name: '餐饮部' },
  { code: 'SALES', name: '销售部' },
  { code: 'FIN', name: '财务部' },
  { code: 'IT', name: '信息技术部' },
]

const DEPARTMENTS: Record<string, readonly DeptSeed[]> = {
  ALLY: [{ code: 'OFFICE', name: '联盟秘书处' }],
  HQ: [
    { code: 'PRES', name: '总裁办' },
    { code: 'HR', name: '人力资源部' },
    { code: 'FIN', name: '财务部' },
    { code: 'IT', name: '信息技术部' },
    { code: 'IT_OPS', name: '运维组', parent: 'IT' },
    { code: 'IT_DEV', name: '研发组', parent: 'IT' },
    { code: 'OPS', name: '运营管理部' },
  ],
  H001: HOTEL_DEPARTMENTS,
  H002: HOTEL_DEPARTMENTS,
  H003: HOTEL_DEPARTMENTS,
  S001: [{ code: 'STORE', name: '门店运营部' }],
  SUP01: [{ code: 'SALES', name: '销售部' }, { code: 'LOGI', name: '物流部' }],
  AGR01: [{ code: 'ADMIN', name: '行政部' }],
  OTA01: [{ code: 'BD', name: '商务拓展部' }],
  TRV01: [{ code: 'TOUR', name: '团队游部' }],
}

export type UnitRow = { id: number; code: string; name: string }
export type DeptRow = { id: number; unitId: number; code: string; name: string }

export type OrgRefs = {
  units: Map<string, UnitRow>
  /** Keyed by `${unitCode}/${deptCode}`; the root department is `${unitCode}/ROOT`. */
  departments: Map<string, DeptRow>
}

export function unitOf(org: OrgRefs, code: string): UnitRow {
  const unit = org.units.get(code)
  if (!unit) throw new Error(`seed: unknown unit ${code}`)
  return unit
}

export function deptOf(org: OrgRefs, unitCode: string, deptCode: string): DeptRow {
  const dept = org.departments.get(`${unitCode}/${deptCode}`)
  if (!dept) throw new Error(`seed: unknown department ${unitCode}/${deptCode}`)
  return dept
}

export async function seedUnits(ctx: SeedContext): Promise<OrgRefs> {
  const { db } = ctx
  const org: OrgRefs = { units: new Map(), departments: new Map() }
  for (const [index, seed] of UNITS.entries()) {
    const parentId = seed.parent ? unitOf(org, seed.parent).id : null
    const unit = await ensure(
      ctx,
      'Unit',
      () => db.unit.findUnique({ where: { code: seed.code } }),
      () =>
        db.unit.create({
          data: {
            code: seed.code,
            name: seed.name,
            shortName: seed.shortName,
            type: seed.type,
            kind: seed.kind,
            parentId,
            logo: `/logos/${seed.code.toLowerCase()}.svg`,
            theme: seed.theme,
            sort: index + 1,
            address: seed.address,
            phone: seed.phone,
            contactName: seed.contactName,
            email: `contact.${seed.code.toLowerCase()}@concierge.local`,
            createdBy: 'system',
          },
        }),
    )
    org.units.set(seed.code, unit)
    await seedDepartments(ctx, org, unit, DEPARTMENTS[seed.code] ?? [])
  }
  return org
}

async function seedDepartments(ctx: SeedContext, org: OrgRefs, unit: UnitRow, depts: readonly DeptSeed[]) {
  const { db } = ctx
  // The root "all departments" node: one per unit, never edited, deleted or given roles.
  const root = await ensure(
    ctx,
    'Department',
    () => db.department.findUnique({ where: { unitId_code: { unitId: unit.id, code: 'ROOT' } } }),
    () => db.department.create({ data: { unitId: unit.id, code: 'ROOT', name: '全部部门', isRoot: true } }),
  )
  org.departments.set(`${unit.code}/ROOT`, root)
  for (const [index, seed] of depts.entries()) {
    const parent = seed.parent ? deptOf(org, unit.code, seed.parent) : root
    const dept = await ensure(
      ctx,
      'Department',
      () => db.department.findUnique({ where: { unitId_code: { unitId: unit.id, code: seed.code } } }),
      () =>
        db.department.create({
          data: { unitId: unit.id, parentId: parent.id, code: seed.code, name: seed.name, sort: index + 1 },
        }),
    )
    org.departments.set(`${unit.code}/${seed.code}`, dept)
  }
}
