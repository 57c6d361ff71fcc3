// Parses DATABASE_URL into what the driver adapters need; shared by the runtime client and scripts/db.
import path from 'node:path'

export type DbProvider = 'sqlite' | 'postgresql'

/** The embedded default: works on a machine without any database server. */
export const DEFAULT_DATABASE_URL = 'file:./data/concierge.db'

export type SqliteUrl = {
  provider: 'sqlite'
  url: string
  /** Absolute path, or ':memory:'. Relative paths resolve against the working directory (the repo root for npm scripts and next). */
  filePath: string
}

export type PostgresUrl = {
  provider: 'postgresql'
  url: string
  /** The URL without Prisma's `schema` parameter, which node-postgres does not understand. */
  connectionString: string
  /** From `?schema=`; `public` when absent. */
  schema: string
}

export type ParsedDatabaseUrl = SqliteUrl | PostgresUrl

// Schema names end up in `search_path` and in DDL; restricting them avoids quoting bugs and injection.
const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/

export function databaseUrlFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const url = env.DATABASE_URL?.trim()
  return url ? url : DEFAULT_DATABASE_URL
}

export function providerOf(url: string): DbProvider {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgresql'
  if (/^file:/i.test(url) || url === ':memory:') return 'sqlite'
  throw new Error(`Unsupported DATABASE_URL "${redact(url)}": expected file:... (SQLite) or postgres(ql)://... (PostgreSQL)`)
}

export function parseDatabaseUrl(url: string = databaseUrlFromEnv()): ParsedDatabaseUrl {
  if (providerOf(url) === 'sqlite') {
    // Query parameters (e.g. Prisma 6 style ?connection_limit=1) mean nothing to better-sqlite3.
    const file = url.replace(/^file:/i, '').replace(/\?.*$/, '')
    const filePath = file === ':memory:' ? file : path.resolve(file)
    return { provider: 'sqlite', url, filePath }
  }
  const parsed = new URL(url)
  const schema = parsed.searchParams.get('schema') ?? 'public'
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}" in DATABASE_URL`)
  parsed.searchParams.delete('schema')
  return { provider: 'postgresql', url, connectionString: parsed.toString(), schema }
}

/** Returns `url` with `?schema=` set (replacing any existing one). */
export function withPostgresSchema(url: string, schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`)
  const parsed = new URL(url)
  parsed.searchParams.set('schema', schema)
  return parsed.toString()
}

/** For log lines: never print a password. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}
