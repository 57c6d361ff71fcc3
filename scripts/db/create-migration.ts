// `npm run db:migration:create -- <name> [--draft] [--sqlite-only]`: writes a new migration for BOTH
// providers from the current schema (like `prisma migrate dev --create-only`), using throwaway
// databases only. --draft writes one even when the schema has not changed, to be edited by hand.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { redact, type DbProvider } from '../../lib/db/url.ts'
import { withSchemaEngine } from './engine.ts'
import { migrationFolderName, readMigrations, writeMigration } from './migrations-dir.ts'
import { applyMigrations } from './migrate.ts'
import { dbPaths, type DbPaths } from './paths.ts'
import { writePostgresSchema } from './postgres-schema.ts'
import { isPostgresReachable, LOCAL_POSTGRES_URL, withScratchDatabase } from './postgres.ts'
import { readSchemaFolder } from './schema-files.ts'

const noFilters = { externalTables: [], externalEnums: [] }

type Draft = { name: string; draft: boolean; paths: DbPaths }

/**
 * Computes the SQL that takes `url` (a disposable database) from the committed migrations of
 * `provider` to the current schema; null when there is nothing to migrate.
 */
async function draftMigration(provider: DbProvider, url: string, { name, draft, paths }: Draft): Promise<string | null> {
  // Bring the disposable database to the end of the history first: the engine diagnoses drift
  // against it and needs its _prisma_migrations table.
  await applyMigrations({ url, paths })
  const files = await readSchemaFolder(paths.schemaDir[provider])
  const migrationsList = await readMigrations(paths.migrationsDir[provider])
  return withSchemaEngine({ url, schema: files }, async (engine) => {
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: noFilters })
    if (diagnostic.action.tag === 'reset') {
      // On a freshly migrated throwaway database this means the history itself is inconsistent
      // (an edited migration.sql, for example).
      throw new Error(`${provider}: the migration history needs a reset: ${diagnostic.action.reason}`)
    }
    const result = await engine.createMigration({
      draft,
      migrationName: name,
      migrationsList,
      schema: { files },
      filters: noFilters,
    })
    return result.migrationScript
  })
}

async function draftSqlite(options: Draft): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'db-migration-'))
  try {
    return await draftMigration('sqlite', `file:${path.join(dir, 'draft.db')}`, options)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function draftPostgres(options: Draft): Promise<string | null> {
  // A throwaway database rather than a throwaway schema: the engine treats a non-default
  // ?schema= as part of the model and would write CREATE SCHEMA "<throwaway>" into the migration.
  return withScratchDatabase('migration_draft', (url) => draftMigration('postgresql', url, options))
}

export async function createMigration(
  name: string,
  options: { sqliteOnly?: boolean; draft?: boolean; paths?: DbPaths } = {},
): Promise<{ folder: string; written: DbProvider[] }> {
  const paths = options.paths ?? dbPaths()
  const folder = migrationFolderName(name)
  const draft: Draft = { name, draft: options.draft ?? false, paths }
  // The PostgreSQL schema must be current before it is diffed.
  await writePostgresSchema(paths)

  if (!options.sqliteOnly && !(await isPostgresReachable(LOCAL_POSTGRES_URL))) {
    throw new Error(
      `PostgreSQL is unreachable at ${redact(LOCAL_POSTGRES_URL)} (set TEST_POSTGRES_URL to use another server).\n` +
        'No migration was written. Start PostgreSQL and run this again, or pass --sqlite-only and create the\n' +
        'PostgreSQL migration later (npm run db:check will fail until both histories match the schema).',
    )
  }

  // Draft both before writing either, so a failure leaves no half-written history.
  const scripts: Partial<Record<DbProvider, string | null>> = { sqlite: await draftSqlite(draft) }
  if (!options.sqliteOnly) scripts.postgresql = await draftPostgres(draft)

  const written: DbProvider[] = []
  for (const provider of ['sqlite', 'postgresql'] as const) {
    const script = scripts[provider]
    if (!script) continue
    await writeMigration(paths.migrationsDir[provider], provider, folder, script)
    written.push(provider)
  }
  return { folder, written }
}

async function main() {
  const args = process.argv.slice(2)
  const sqliteOnly = args.includes('--sqlite-only')
  const draft = args.includes('--draft')
  const name = args.filter((arg) => !arg.startsWith('--')).join('_')
  if (!name) {
    console.error('Usage: npm run db:migration:create -- <name> [--draft] [--sqlite-only]')
    process.exit(2)
  }
  const paths = dbPaths()
  const { folder, written } = await createMigration(name, { sqliteOnly, draft, paths })
  if (written.length === 0) {
    console.log('The schema matches the migration history: no migration created.')
    return
  }
  for (const provider of written) {
    console.log(`Created ${path.relative(paths.root, path.join(paths.migrationsDir[provider], folder, 'migration.sql'))}`)
  }
  const missing = (['sqlite', 'postgresql'] as const).filter((p) => !written.includes(p))
  if (missing.length > 0 && !sqliteOnly) {
    console.warn(`Warning: no changes for ${missing.join(', ')}; the two histories may have diverged (npm run db:check).`)
  }
  console.log('Apply it with: npm run db:migrate')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
