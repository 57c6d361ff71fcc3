// `npm run db:migrate`: applies pending migrations (like `prisma migrate deploy`) to DATABASE_URL.
// Also imported by test setup (tests/support/test-database.ts) to migrate fresh databases.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { databaseUrlFromEnv, parseDatabaseUrl, redact, type DbProvider } from '../../lib/db/url.ts'
import { withSchemaEngine } from './engine.ts'
import { readMigrations } from './migrations-dir.ts'
import { dbPaths, type DbPaths } from './paths.ts'
import { createSchema } from './postgres.ts'
import { readSchemaFolder } from './schema-files.ts'

export type ApplyMigrationsResult = { provider: DbProvider; applied: string[]; total: number }

export async function applyMigrations(
  options: { url?: string; paths?: DbPaths } = {},
): Promise<ApplyMigrationsResult> {
  const url = options.url ?? databaseUrlFromEnv()
  const paths = options.paths ?? dbPaths()
  const db = parseDatabaseUrl(url)
  if (db.provider === 'sqlite') {
    if (db.filePath !== ':memory:') await mkdir(path.dirname(db.filePath), { recursive: true })
  } else {
    // Per-test and scratch schemas (?schema=t_x) do not exist yet; the engine expects them to.
    await createSchema(db.connectionString, db.schema)
  }
  // Deploying needs only the datasource (main.prisma), not the models: a half-edited model file
  // must not stop a database from reaching the state its committed migrations describe.
  const schema = (await readSchemaFolder(paths.schemaDir[db.provider])).filter(
    (file) => path.basename(file.path) === 'main.prisma',
  )
  const migrationsList = await readMigrations(paths.migrationsDir[db.provider])
  const { appliedMigrationNames } = await withSchemaEngine({ url, schema }, (engine) =>
    engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } }),
  )
  return { provider: db.provider, applied: appliedMigrationNames, total: migrationsList.migrationDirectories.length }
}

async function main() {
  const url = databaseUrlFromEnv()
  const target = `${parseDatabaseUrl(url).provider} ${redact(url)}`
  const { applied, total } = await applyMigrations({ url }).catch((error: unknown) => {
    throw new Error(`Migrating ${target} failed:\n${error instanceof Error ? error.message : String(error)}`)
  })
  if (applied.length === 0) {
    console.log(`Database ${target} is up to date (${total} migration${total === 1 ? '' : 's'} in history).`)
    return
  }
  console.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${target}:`)
  for (const name of applied) console.log(`  - ${name}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
