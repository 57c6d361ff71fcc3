// Multi-row INSERT for the benchmark seed. Prisma's createMany measured ~1,400 rows/s here
// (per-row work in the query compiler); one raw INSERT ... VALUES per chunk does ~20,000 rows/s.
// Values are bound as parameters and encoded the way Prisma's adapters store them, so the
// application reads these rows exactly like the ones it wrote itself.
import type { DbProvider } from '../../lib/db/url.ts'
import type { SeedDb } from './context.ts'

export type BulkValue = string | number | boolean | Date | null

// SQLite's default SQLITE_MAX_VARIABLE_NUMBER is 32766; PostgreSQL's bind limit is 65535.
const MAX_PARAMS: Record<DbProvider, number> = { sqlite: 32_000, postgresql: 65_000 }

/** How many rows of `columns` fit in one statement. */
export function rowsPerStatement(provider: DbProvider, columns: number): number {
  return Math.max(1, Math.floor(MAX_PARAMS[provider] / columns))
}

function encode(provider: DbProvider, value: BulkValue): string | number | null {
  if (value instanceof Date) {
    // Prisma's SQLite adapter writes DateTime as ISO text with an explicit offset; text order is
    // time order only if every row uses the same form. PostgreSQL TIMESTAMP(3) holds UTC.
    return provider === 'sqlite' ? value.toISOString().replace('Z', '+00:00') : value.toISOString()
  }
  if (typeof value === 'boolean') return provider === 'sqlite' ? (value ? 1 : 0) : value ? 'true' : 'false'
  return value
}

/**
 * Inserts `rows` into `table` (model name = table name: the schema uses no @@map). Column names
 * come from the caller's typed column list, never from input, so the SQL text is trusted.
 */
export async function bulkInsert<Row extends Record<string, BulkValue>>(
  db: SeedDb,
  provider: DbProvider,
  table: string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<number> {
  const perStatement = rowsPerStatement(provider, columns.length)
  const columnList = columns.map((column) => `"${column}"`).join(', ')
  let inserted = 0
  for (let start = 0; start < rows.length; start += perStatement) {
    const slice = rows.slice(start, start + perStatement)
    const params: (string | number | null)[] = []
    const tuples: string[] = []
    for (const row of slice) {
      const placeholders = columns.map((column) => {
        params.push(encode(provider, row[column] ?? null))
        return provider === 'sqlite' ? '?' : `$${params.length}`
      })
      tuples.push(`(${placeholders.join(', ')})`)
    }
    inserted += await db.$executeRawUnsafe(`INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(', ')}`, ...params)
  }
  return inserted
}
