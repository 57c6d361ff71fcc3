// The one way the application gets a Prisma client: the database URL picks the provider (ADR 003).
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaPg } from '@prisma/adapter-pg'
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils'
import { PrismaClient as PostgresClient } from './generated/postgresql/client.ts'
import { PrismaClient as SqliteClient } from './generated/sqlite/client.ts'
import { databaseUrlFromEnv, parseDatabaseUrl, providerOf, type DbProvider } from './url.ts'

/**
 * The client type the code is written against. The SQLite client is canonical: both clients are
 * generated from the same models, and the SQLite one's API is the common subset (it lacks only
 * PostgreSQL extras such as `mode: 'insensitive'`, see insensitiveContains).
 */
export type Db = SqliteClient

/** How long a writer waits for SQLite's lock before failing with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000

function sqliteAdapter(filePath: string): SqlDriverAdapterFactory {
  // better-sqlite3's `timeout` is its busy timeout.
  const inner = new PrismaBetterSqlite3({ url: filePath, timeout: SQLITE_BUSY_TIMEOUT_MS })
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    // The adapter opens the file itself, so per-connection pragmas go right after it connects.
    // WAL lets readers (Next requests, background jobs) proceed while one writer commits;
    // foreign_keys is off by default in plain SQLite and Prisma's relations rely on it.
    async connect() {
      const connection = await inner.connect()
      if (filePath !== ':memory:') await connection.executeScript('PRAGMA journal_mode = WAL;')
      await connection.executeScript('PRAGMA foreign_keys = ON;')
      return connection
    },
  }
}

/**
 * node-postgres limits (decision 101): a connection that cannot be made in 3 s fails; TCP
 * keep-alive finds connections a cut network left half-open. The serving client (getPrisma) also
 * fails a query with no answer for SERVING_QUERY_TIMEOUT_MS and drops its connection, so the pool
 * never keeps a dead one; tools (seeds of a large data set, migrations) have no query limit.
 */
export const PG_TIMEOUTS = {
  connectionTimeoutMillis: 3_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 5_000,
} as const
export const SERVING_QUERY_TIMEOUT_MS = 6_000

export function createPrismaClient(url: string = databaseUrlFromEnv(), options: { queryTimeoutMs?: number } = {}): Db {
  const db = parseDatabaseUrl(url)
  if (db.provider === 'sqlite') return new SqliteClient({ adapter: sqliteAdapter(db.filePath) })
  // `schema` makes the generated SQL name the schema; search_path covers $queryRaw and friends.
  const adapter = new PrismaPg(
    {
      connectionString: db.connectionString,
      options: `-c search_path=${db.schema}`,
      // A database that stops answering must fail calls within seconds, not hold them (and the
      // pool's connections) until the OS gives up: decision 101.
      ...PG_TIMEOUTS,
      ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    },
    { schema: db.schema },
  )
  // Same models, same generator, so the same model API; the generated types differ only in
  // provider-specific extras, which code reaches through helpers like insensitiveContains.
  return new PostgresClient({ adapter }) as unknown as Db
}

type CachedClient = { url: string; client: Db }

// Next dev re-evaluates modules on every edit; keeping the client on globalThis stops each reload
// from opening another pool (PostgreSQL) or file handle (SQLite).
const store = globalThis as typeof globalThis & { __conciergePrisma?: CachedClient }

/** The process-wide client for process.env.DATABASE_URL (tests repoint it: tests/support/test-database.ts). */
export function getPrisma(): Db {
  const url = databaseUrlFromEnv()
  const current = store.__conciergePrisma
  if (current?.url === url) return current.client
  if (current) void current.client.$disconnect()
  const client = createPrismaClient(url, { queryTimeoutMs: SERVING_QUERY_TIMEOUT_MS })
  store.__conciergePrisma = { url, client }
  return client
}

/** Installs `client` as getPrisma()'s answer for `url` (test setup), or clears it; returns the previous one. */
export function setPrisma(entry: CachedClient | undefined): CachedClient | undefined {
  const previous = store.__conciergePrisma
  store.__conciergePrisma = entry
  return previous
}

export function dbProvider(url: string = databaseUrlFromEnv()): DbProvider {
  return providerOf(url)
}

/**
 * Case-insensitive substring filter on either provider. SQLite's LIKE is already
 * case-insensitive (for ASCII letters only); PostgreSQL needs ILIKE, i.e. mode: 'insensitive',
 * which the SQLite client's types do not know, hence the widened return type.
 */
export function insensitiveContains(
  value: string,
  provider: DbProvider = dbProvider(),
): { contains: string; mode?: 'insensitive' } {
  return provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value }
}
