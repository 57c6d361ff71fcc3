// Fresh, migrated databases for integration tests: a copied SQLite file per test file, or a
// throwaway PostgreSQL schema when TEST_DATABASE=postgresql.
import { createHash, randomBytes } from 'node:crypto'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations } from '../../scripts/db/migrate.ts'
import { readMigrations } from '../../scripts/db/migrations-dir.ts'
import { dbPaths } from '../../scripts/db/paths.ts'
import { dropSchema, LOCAL_POSTGRES_URL } from '../../scripts/db/postgres.ts'
import { createPrismaClient, setPrisma, type Db } from '../../lib/db/client.ts'
import { parseDatabaseUrl, withPostgresSchema, type DbProvider } from '../../lib/db/url.ts'

export type TestDatabase = {
  provider: DbProvider
  url: string
  prisma: Db
  /** Disconnects, deletes the database and restores the previous DATABASE_URL. */
  cleanup: () => Promise<void>
}

const TEST_DB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tmp/test-db')

export function testDatabaseProvider(env: Readonly<Record<string, string | undefined>> = process.env): DbProvider {
  return env.TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite'
}

let template: Promise<string> | undefined

/**
 * Migrating costs far more than copying a file, so each set of migrations is applied once, to a
 * template keyed by their content; later test files and runs just copy it.
 */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const list = await readMigrations(dbPaths().migrationsDir.sqlite)
    const hash = createHash('sha256')
    for (const dir of list.migrationDirectories) {
      hash.update(dir.path).update('\0').update(dir.migrationFile.content.value).update('\0')
    }
    const file = path.join(TEST_DB_DIR, `template-${hash.digest('hex').slice(0, 16)}.db`)
    if (await exists(file)) return file
    await mkdir(TEST_DB_DIR, { recursive: true })
    // Parallel vitest workers may build the same template: each builds its own file and the
    // rename is atomic, so nobody ever copies a half-migrated template.
    const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    await applyMigrations({ url: `file:${building}` })
    await rename(building, file)
    return file
  })()
  template.catch(() => {
    template = undefined // let the next caller retry instead of caching the failure
  })
  return template
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** Points getPrisma() and DATABASE_URL at the test database until cleanup. */
function install(url: string, prisma: Db): () => void {
  const previousUrl = process.env.DATABASE_URL
  process.env.DATABASE_URL = url
  const previousClient = setPrisma({ url, client: prisma })
  return () => {
    if (previousUrl === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = previousUrl
    setPrisma(previousClient)
  }
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const source = await sqliteTemplate()
  const file = path.join(TEST_DB_DIR, `${process.pid}-${randomBytes(6).toString('hex')}.db`)
  await copyFile(source, file)
  const url = `file:${file}`
  const prisma = createPrismaClient(url)
  const restore = install(url, prisma)
  return {
    provider: 'sqlite',
    url,
    prisma,
    cleanup: async () => {
      restore()
      await prisma.$disconnect()
      await Promise.all(['', '-wal', '-shm', '-journal'].map((suffix) => rm(file + suffix, { force: true })))
    },
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const server = parseDatabaseUrl(LOCAL_POSTGRES_URL)
  if (server.provider !== 'postgresql') throw new Error('TEST_POSTGRES_URL must be a postgresql:// URL')
  const { connectionString } = server
  const schema = `t_${randomBytes(6).toString('hex')}`
  const url = withPostgresSchema(connectionString, schema)
  try {
    await applyMigrations({ url })
  } catch (error) {
    await dropSchema(connectionString, schema).catch(() => undefined)
    throw error
  }
  const prisma = createPrismaClient(url)
  const restore = install(url, prisma)
  return {
    provider: 'postgresql',
    url,
    prisma,
    cleanup: async () => {
      restore()
      await prisma.$disconnect()
      await dropSchema(connectionString, schema)
    },
  }
}

/**
 * A migrated database of its own for the calling test file. Call in beforeAll and call cleanup in
 * afterAll. SQLite unless TEST_DATABASE=postgresql (or `provider` says otherwise).
 */
export function createTestDatabase(options: { provider?: DbProvider } = {}): Promise<TestDatabase> {
  const provider = options.provider ?? testDatabaseProvider()
  return provider === 'postgresql' ? createPostgresDatabase() : createSqliteDatabase()
}
