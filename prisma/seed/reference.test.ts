// The reference seed of a production start: no demo data, one super administrator whose password
// is generated (or given), must be changed, and is not a published demo password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import { verifyPassword } from '../../lib/security/password-hash.ts'
import { accountsWithDemoPasswords } from './demo-passwords.ts'
import { seedDemo } from './demo.ts'
import { generateAdminPassword, REFERENCE_ADMIN, seedReference, type SeedReferenceResult } from './reference.ts'

let db: TestDatabase
let first: SeedReferenceResult
let second: SeedReferenceResult

beforeAll(async () => {
  db = await createTestDatabase()
  first = await seedReference(db.prisma)
  second = await seedReference(db.prisma)
})
afterAll(async () => db?.cleanup())

describe('seedReference', () => {
  it('creates one super administrator with a generated password that must be changed, once', async () => {
    expect(first.createdAdmin).toBe(true)
    expect(first.generatedPassword).toMatch(/^.{20}$/)
    expect(second).toEqual({ createdAdmin: false, generatedPassword: undefined })
    const admin = await db.prisma.user.findFirstOrThrow({ where: { code: REFERENCE_ADMIN.code, unit: { code: REFERENCE_ADMIN.unit } } })
    expect(admin).toMatchObject({ type: 'SUPER_ADMIN', passwordChangeRequired: true, firstLogin: true })
    expect(await verifyPassword(admin.passwordHash, first.generatedPassword!)).toBe(true)
    expect(await verifyPassword(admin.passwordHash, 'Admin@2026')).toBe(false)
    expect(await db.prisma.user.count()).toBe(1)
  })

  it('brings the console menus and platform applications, and no demo units, users or messages', async () => {
    expect((await db.prisma.application.findMany({ orderBy: { code: 'asc' } })).map((a) => a.code)).toEqual(['SSO', 'UC'])
    expect(await db.prisma.resource.count({ where: { app: { code: 'UC' }, kind: 'MENU' } })).toBeGreaterThan(20)
    expect(await db.prisma.translation.count({ where: { appCode: 'UC' } })).toBeGreaterThan(40)
    expect(await db.prisma.unit.count()).toBe(1)
    expect(await db.prisma.message.count()).toBe(0)
    expect(await db.prisma.hotelStarOption.count()).toBeGreaterThan(0)
    expect(await accountsWithDemoPasswords(db.prisma)).toEqual([])
  })

  it('generated passwords have every kind of character', () => {
    for (let i = 0; i < 50; i++) {
      const p = generateAdminPassword()
      expect(p).toMatch(/\d/)
      expect(p).toMatch(/[A-Z]/)
      expect(p).toMatch(/[a-z]/)
      expect(p).toMatch(/[^A-Za-z0-9]/)
    }
  })
})

describe('accountsWithDemoPasswords', () => {
  it('names the demo accounts after a demo seed, and forgets one whose password changed', async () => {
    const demo = await createTestDatabase()
    try {
      await seedDemo(demo.prisma)
      const before = await accountsWithDemoPasswords(demo.prisma)
      expect(before).toContain('HQ/admin')
      expect(before).toContain('H001/frontdesk')
      const { hashPassword } = await import('../../lib/security/password-hash.ts')
      await demo.prisma.user.updateMany({ where: { code: 'frontdesk', unit: { code: 'H001' } }, data: { passwordHash: await hashPassword('Another#Secret9') } })
      const after = await accountsWithDemoPasswords(demo.prisma)
      expect(after).not.toContain('H001/frontdesk')
      expect(after).toContain('HQ/admin')
    } finally {
      await demo.cleanup()
    }
  })
})
