// What every seed module shares: the client, the clock, created-row counts and a memoised hasher.
import type { Db } from '../../lib/db/client.ts'
import { hashPassword } from '../../lib/security/password-hash.ts'

/** A client or an interactive-transaction client: the seed only uses model delegates. */
export type SeedDb = Omit<Db, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>

export type SeedLog = (line: string) => void

export type SeedContext = {
  db: SeedDb
  /** Reference time: relative dates (logs, messages) are computed from it. */
  now: Date
  log: SeedLog
  /** Rows created by this run, per model; all zero on a re-run (the idempotency check). */
  created: Record<string, number>
  /** argon2id hash of a password, computed at most once per run (about 15 ms each). */
  hash: (password: string) => Promise<string>
}

export function createContext(db: SeedDb, options: { now?: Date; log?: SeedLog } = {}): SeedContext {
  const hashes = new Map<string, Promise<string>>()
  return {
    db,
    now: options.now ?? new Date(),
    log: options.log ?? (() => undefined),
    created: {},
    hash(password) {
      let hashed = hashes.get(password)
      if (!hashed) {
        hashed = hashPassword(password)
        hashes.set(password, hashed)
      }
      return hashed
    },
  }
}

/**
 * Find-or-create by a natural key. Existing rows are left untouched on purpose: a re-run must
 * change nothing (not even updatedAt) and must not undo what an administrator edited since,
 * e.g. a password changed through the UI.
 */
export async function ensure<T>(
  ctx: SeedContext,
  model: string,
  find: () => Promise<T | null>,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await find()
  if (existing !== null) return existing
  const row = await create()
  ctx.created[model] = (ctx.created[model] ?? 0) + 1
  return row
}

/**
 * Batched find-or-create for many rows of one parent (grants, translations): one query for the
 * keys already there, one createMany for the rest. Same semantics as ensure(), far fewer trips.
 */
export async function ensureMany<T>(
  ctx: SeedContext,
  model: string,
  items: readonly T[],
  keyOf: (item: T) => string,
  existingKeys: () => Promise<Iterable<string>>,
  createMany: (missing: T[]) => Promise<{ count: number }>,
): Promise<void> {
  if (items.length === 0) return
  const existing = new Set(await existingKeys())
  const seen = new Set<string>()
  const missing = items.filter((item) => {
    const key = keyOf(item)
    if (existing.has(key) || seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (missing.length === 0) return
  const { count } = await createMany(missing)
  countCreated(ctx, model, count)
}

/** Counts rows created by a createMany of keyless rows (logs) in the run statistics. */
export function countCreated(ctx: SeedContext, model: string, count: number): void {
  if (count > 0) ctx.created[model] = (ctx.created[model] ?? 0) + count
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export function ago(ctx: SeedContext, ms: number): Date {
  return new Date(ctx.now.getTime() - ms)
}

/** Small deterministic PRNG (mulberry32) so demo logs look random but are the same every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick() from an empty list')
  return item
}
