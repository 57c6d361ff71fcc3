// Small node-postgres helpers for the tooling: reachability, and creating/dropping per-run schemas.
import pg from 'pg'
import { redact } from '../../lib/db/url.ts'

/** The project machines' PostgreSQL (trust auth); override for other setups. */
export const LOCAL_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test'

export class PostgresUnreachableError extends Error {
  constructor(connectionString: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`PostgreSQL is unreachable at ${redact(connectionString)} (${reason})`, { cause })
  }
}

export async function withPgClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  // A short timeout: the usual failure is "no server on this machine", which should be said fast.
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
  } catch (error) {
    await client.end().catch(() => undefined)
    throw new PostgresUnreachableError(connectionString, error)
  }
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function isPostgresReachable(connectionString: string = LOCAL_POSTGRES_URL): Promise<boolean> {
  try {
    await withPgClient(connectionString, (client) => client.query('select 1'))
    return true
  } catch (error) {
    if (error instanceof PostgresUnreachableError) return false
    throw error
  }
}

// Callers pass names validated by lib/db/url.ts (identifier characters only), so quoting is enough.
export async function createSchema(connectionString: string, schema: string): Promise<void> {
  await withPgClient(connectionString, (client) => client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`))
}

/**
 * Drops a schema and everything in it. Test files drop theirs at the same moment, and PostgreSQL
 * may then report a deadlock on its catalogs (40P01, seen in a fresh-clone run): it rolled one
 * back, so that one tries again.
 */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withPgClient(connectionString, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)))
    }
  }
}

/** A scratch database next to the one in `connectionString`; returns its connection string. */
export async function createDatabase(connectionString: string, name: string): Promise<string> {
  await withPgClient(connectionString, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(connectionString)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(connectionString: string, name: string): Promise<void> {
  // FORCE (PostgreSQL 13+): a connection the engine leaked must not keep the scratch database alive.
  await withPgClient(connectionString, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/**
 * Runs `fn` with the URL of a new, empty database on the server of `connectionString`, dropped
 * afterwards. For engine commands that build a schema on their main connection.
 */
export async function withScratchDatabase<T>(
  prefix: string,
  fn: (url: string) => Promise<T>,
  connectionString: string = LOCAL_POSTGRES_URL,
): Promise<T> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const url = await createDatabase(connectionString, name)
  try {
    return await fn(url)
  } finally {
    await dropDatabase(connectionString, name)
  }
}
