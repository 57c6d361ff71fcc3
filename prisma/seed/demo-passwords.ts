// Which accounts still sign in with a password published in the README (demo or benchmark seed):
// a production start refuses to run while any does.
import { verifyPassword } from '../../lib/security/password-hash.ts'
import type { SeedDb } from './context.ts'
import { BENCH_PASSWORD, BENCH_PREFIX } from './scale.ts'
import { DEFAULT_DEMO_PASSWORD, USERS } from './users.ts'

export type DemoCredential = { unit: string; code: string; password: string }

export function demoCredentials(): DemoCredential[] {
  return USERS.map((u) => ({ unit: u.unit, code: u.code, password: u.password ?? DEFAULT_DEMO_PASSWORD }))
}

/** `UNIT/user` of every account whose password is still a published demo or benchmark password. */
export async function accountsWithDemoPasswords(db: SeedDb): Promise<string[]> {
  const credentials = demoCredentials()
  const rows = await db.user.findMany({
    where: { OR: credentials.map((c) => ({ code: c.code, unit: { code: c.unit } })) },
    select: { code: true, passwordHash: true, unit: { select: { code: true } } },
  })
  const byKey = new Map(credentials.map((c) => [`${c.unit}/${c.code}`, c.password]))
  const found: string[] = []
  await Promise.all(
    rows.map(async (row) => {
      const key = `${row.unit.code}/${row.code}`
      const password = byKey.get(key)
      if (password && (await verifyPassword(row.passwordHash, password))) found.push(key)
    }),
  )
  // Benchmark users share one hash: checking one of them tells for all.
  const bench = await db.user.findFirst({ where: { code: { startsWith: BENCH_PREFIX } }, select: { code: true, passwordHash: true, unit: { select: { code: true } } } })
  if (bench && (await verifyPassword(bench.passwordHash, BENCH_PASSWORD))) found.push(`${bench.unit.code}/${BENCH_PREFIX}* (benchmark users)`)
  return found.sort()
}
