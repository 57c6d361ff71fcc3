// Proves both providers end to end: migrate a fresh database, connect through the driver adapter,
// write and read rows - through raw SQL on probe tables, and once through a generated model
// (Translation, chosen because it has no relations) to cover the query compiler and ?schema=.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMigrations } from '../../scripts/db/migrations-dir.ts'
import { dbPaths } from '../../scripts/db/paths.ts'
import { isPostgresReachable, LOCAL_POSTGRES_URL, withPgClient } from '../../scripts/db/postgres.ts'
import { dbProvider, getPrisma, insensitiveContains } from '../../lib/db/client.ts'
import { createTestDatabase, testDatabaseProvider, type TestDatabase } from '../support/test-database.ts'
import { parseDatabaseUrl, type DbProvider } from '../../lib/db/url.ts'

// PostgreSQL runs on the project's machines; elsewhere it may be missing. Skip it then, unless the
// run explicitly asked for it (TEST_DATABASE=postgresql), where absence must fail loudly.
const postgresRequired = testDatabaseProvider() === 'postgresql'
const postgresAvailable = postgresRequired || (await isPostgresReachable())
if (!postgresAvailable) console.warn(`PostgreSQL unreachable at ${LOCAL_POSTGRES_URL}: skipping its tests`)

const providers: { provider: DbProvider; skip: boolean }[] = [
  { provider: 'sqlite', skip: false },
  { provider: 'postgresql', skip: !postgresAvailable },
]

describe.each(providers)('$provider', ({ provider, skip }) => {
  let db: TestDatabase

  beforeAll(async () => {
    if (!skip) db = await createTestDatabase({ provider })
  })
  afterAll(async () => {
    await db?.cleanup()
  })

  it.skipIf(skip)('applies every committed migration', async () => {
    const expected = (await readMigrations(dbPaths().migrationsDir[provider])).migrationDirectories.length
    const rows = await db.prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
      'SELECT count(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL',
    )
    expect(Number(rows[0]?.n)).toBe(expected)
  })

  it.skipIf(skip)('writes and reads rows', async () => {
    await db.prisma.$executeRawUnsafe('CREATE TABLE roundtrip_probe (id INTEGER PRIMARY KEY, name TEXT NOT NULL)')
    const name = 'Grüße, Ünïcode'
    await db.prisma.$executeRaw`INSERT INTO roundtrip_probe (id, name) VALUES (${1}, ${name})`
    const rows = await db.prisma.$queryRaw<{ id: number | bigint; name: string }[]>`SELECT id, name FROM roundtrip_probe`
    expect(rows.map((row) => ({ id: Number(row.id), name: row.name }))).toEqual([{ id: 1, name }])
  })

  it.skipIf(skip)('round-trips a model through the generated client', async () => {
    const created = await db.prisma.translation.create({
      data: { appCode: 'UC', locale: 'en-US', code: 'greeting', value: 'Hello World' },
    })
    const found = await db.prisma.translation.findMany({ where: { value: insensitiveContains('hello') } })
    expect(found).toEqual([created])
    expect(found[0]?.updatedAt).toBeInstanceOf(Date)
  })

  it.skipIf(skip)('makes the test database the process default', () => {
    expect(process.env.DATABASE_URL).toBe(db.url)
    expect(getPrisma()).toBe(db.prisma)
    expect(dbProvider()).toBe(provider)
  })

  it.skipIf(skip)('matches case-insensitively through insensitiveContains', async () => {
    await db.prisma.$executeRawUnsafe('CREATE TABLE ci_probe (name TEXT NOT NULL)')
    await db.prisma.$executeRawUnsafe("INSERT INTO ci_probe (name) VALUES ('Alice'), ('bob')")
    const filter = insensitiveContains('ALI')
    // What Prisma renders for each filter shape on this provider.
    const sql =
      filter.mode === 'insensitive' ? 'SELECT name FROM ci_probe WHERE name ILIKE $1' : 'SELECT name FROM ci_probe WHERE name LIKE ?'
    const rows = await db.prisma.$queryRawUnsafe<{ name: string }[]>(sql, `%${filter.contains}%`)
    expect(rows.map((r) => r.name)).toEqual(['Alice'])
    expect(filter).toEqual(provider === 'postgresql' ? { contains: 'ALI', mode: 'insensitive' } : { contains: 'ALI' })
  })

  if (provider === 'sqlite') {
    it('runs in WAL mode with foreign keys on', async () => {
      const [journal] = await db.prisma.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode')
      const [fk] = await db.prisma.$queryRawUnsafe<{ foreign_keys: number | bigint }[]>('PRAGMA foreign_keys')
      expect(journal?.journal_mode).toBe('wal')
      expect(Number(fk?.foreign_keys)).toBe(1)
    })

    it('removes the database file on cleanup', async () => {
      const other = await createTestDatabase({ provider })
      const parsed = parseDatabaseUrl(other.url)
      if (parsed.provider !== 'sqlite') throw new Error('expected a SQLite URL')
      const { filePath } = parsed
      await other.prisma.$queryRaw`SELECT 1`
      expect(existsSync(filePath)).toBe(true)
      await other.cleanup()
      expect(existsSync(filePath)).toBe(false)
    })
  } else {
    it.skipIf(skip)('isolates the test in its own schema and drops it on cleanup', async () => {
      const other = await createTestDatabase({ provider })
      const parsed = parseDatabaseUrl(other.url)
      if (parsed.provider !== 'postgresql') throw new Error('expected a postgresql URL')
      const [row] = await other.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`
      expect(row?.schema).toBe(parsed.schema)
      expect(other.url).not.toBe(db.url)
      await other.cleanup()
      const left = await withPgClient(LOCAL_POSTGRES_URL, (client) =>
        client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [parsed.schema]),
      )
      expect(left.rowCount).toBe(0)
    })
  }
})
