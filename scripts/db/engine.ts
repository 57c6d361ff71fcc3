// Runs Prisma's schema engine as WebAssembly over a driver adapter (ADR 002): the native engine
// binary cannot be downloaded on these machines, the wasm build ships inside an npm package.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaPg } from '@prisma/adapter-pg'
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils'
import type { SchemaEngine } from '@prisma/schema-engine-wasm'
import pg from 'pg'
import { parseDatabaseUrl } from '../../lib/db/url.ts'
import { createDatabase, dropDatabase } from './postgres.ts'
import type { SchemaFile } from './schema-files.ts'

type WasmBindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg')

let bindings: Promise<WasmBindings> | undefined

/**
 * The package is a wasm-bindgen "bundler" build (it imports the .wasm as an ES module), which Node
 * cannot load; instantiate the .wasm by hand and hand its exports to the JS glue.
 */
function loadBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url)
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')
    const glue = (await import(pathToFileURL(gluePath).href)) as WasmBindings
    const wasm = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'))
    // The glue module is exactly the import object the .wasm was linked against.
    const { instance } = await WebAssembly.instantiate(wasm, { './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports })
    glue.__wbg_set_wasm(instance.exports)
    // Without the start function SchemaEngine.new fails (wasm-bindgen's externref table is not set up).
    const start = instance.exports.__wbindgen_start
    if (typeof start !== 'function') throw new Error('schema-engine-wasm: __wbindgen_start missing; version mismatch?')
    start()
    return glue
  })()
  return bindings
}

/** Wraps the shadow connection so whole migration files reach better-sqlite3's exec(). */
function scriptAwareShadow(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter)
  // The engine replays migration.sql files on the shadow database through executeRaw as one
  // multi-statement string without arguments; better-sqlite3's prepare() refuses that (P3006).
  adapter.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query)
    await adapter.executeScript(query.sql)
    return 0
  }
  return adapter
}

const PG_CHAR_OID = 18
const PG_TEXT_OID = 25

function charColumnsAsText(result: unknown): void {
  for (const one of Array.isArray(result) ? result : [result]) {
    const fields = (one as Partial<pg.QueryResult> | null)?.fields
    for (const field of fields ?? []) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID
  }
}

/**
 * adapter-pg 7.10 knows no column type for PostgreSQL's one-byte internal "char" (OID 18) and fails
 * the whole query ("Column type 'char' could not be deserialized"); the engine's catalog queries
 * select one (pg_constraint.contype). Its values arrive as strings anyway, so report it as text.
 */
class CatalogFriendlyClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    // query() is heavily overloaded (promise, callback, submittable); a variadic pass-through is the
    // only shape that covers them all, hence the casts.
    const query = super.query.bind(this) as (...args: unknown[]) => unknown
    const patched = (...args: unknown[]): unknown => {
      const callback = args.at(-1)
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          charColumnsAsText(result)
          return (callback as (error: unknown, result: unknown) => unknown)(error, result)
        }
        return query(...args)
      }
      const returned = query(...args)
      if (returned instanceof Promise) return returned.then((result: unknown) => (charColumnsAsText(result), result))
      return returned
    }
    this.query = patched as pg.Client['query']
  }
}

/**
 * adapter-pg's executeScript splits the script on every ";" - including those inside string
 * literals and $$-quoted function bodies of hand-written migrations. An argument-less query goes
 * over PostgreSQL's simple protocol, which runs the whole multi-statement script as it is (in one
 * implicit transaction, like the native engine does).
 */
function wholeScriptPg(adapter: SqlDriverAdapter): SqlDriverAdapter {
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] })
  }
  return adapter
}

type Tracked = { factory: SqlMigrationAwareDriverAdapterFactory; dispose: () => Promise<void> }

/** Records every connection so they can be closed even if the engine does not (pg pools keep Node alive). */
function tracking(
  inner: SqlMigrationAwareDriverAdapterFactory,
  connect: () => Promise<SqlDriverAdapter>,
  shadow: () => Promise<SqlDriverAdapter>,
): Tracked {
  const open: SqlDriverAdapter[] = []
  const track = (adapter: SqlDriverAdapter) => {
    open.push(adapter)
    const dispose = adapter.dispose.bind(adapter)
    let disposed: Promise<void> | undefined
    // Idempotent: the engine may dispose a connection that we dispose again at the end.
    adapter.dispose = () => (disposed ??= dispose())
    return adapter
  }
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => track(await connect()),
    connectToShadowDb: async () => track(await shadow()),
  }
  return {
    factory,
    dispose: async () => {
      await Promise.allSettled(open.map((adapter) => adapter.dispose()))
    },
  }
}

function adapterFactoryFor(url: string): Tracked {
  const db = parseDatabaseUrl(url)
  if (db.provider === 'sqlite') {
    // The shadow database is in-memory (the adapter's default): nothing to clean up.
    const inner = new PrismaBetterSqlite3({ url: db.filePath, timeout: 10_000 })
    return tracking(
      inner,
      () => inner.connect(),
      async () => scriptAwareShadow(await inner.connectToShadowDb()),
    )
  }
  // search_path makes the unqualified DDL of migration.sql land in the chosen schema; the adapter's
  // `schema` option tells the engine which schema to introspect and where _prisma_migrations lives.
  const inner = new PrismaPg(
    { connectionString: db.connectionString, options: `-c search_path=${db.schema}`, Client: CatalogFriendlyClient },
    { schema: db.schema },
  )
  return tracking(
    inner,
    async () => wholeScriptPg(await inner.connect()),
    async () => wholeScriptPg(await connectToPostgresShadow(db.connectionString)),
  )
}

/**
 * Replaces PrismaPg#connectToShadowDb, which is broken for URL configs in 7.10: it connects with
 * `{ connectionString, database: shadow }`, node-postgres lets the connection string win, and the
 * "shadow" migrations then run on the main database. Also, the shadow must not inherit the main
 * connection's search_path: that schema does not exist in a fresh database.
 */
async function connectToPostgresShadow(connectionString: string): Promise<SqlDriverAdapter> {
  const name = `prisma_migrate_shadow_db_${crypto.randomUUID()}`
  const url = await createDatabase(connectionString, name)
  const adapter = await new PrismaPg({ connectionString: url, Client: CatalogFriendlyClient }).connect()
  const dispose = adapter.dispose.bind(adapter)
  adapter.dispose = async () => {
    await dispose()
    await dropDatabase(connectionString, name)
  }
  return adapter
}

/**
 * Opens a schema engine on `url` with `schema` as its datamodel, runs `fn`, then frees the engine
 * and closes every connection it opened.
 */
export async function withSchemaEngine<T>(
  options: { url: string; schema: SchemaFile[] },
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadBindings()
  const tracked = adapterFactoryFor(options.url)
  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error('[schema-engine]', message)
  }
  const engine = await SchemaEngine.new(
    { datamodels: options.schema.map((file): [string, string] => [file.path, file.content]) },
    log,
    bindMigrationAwareSqlAdapterFactory(tracked.factory),
  )
  try {
    return await fn(engine)
  } finally {
    engine.free()
    await tracked.dispose()
  }
}
