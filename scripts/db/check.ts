// `npm run db:check`: fails (exit 1) when the generated PostgreSQL schema copy is stale, or when
// either provider's migration history does not produce exactly the current schema.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { redact, type DbProvider } from '../../lib/db/url.ts'
import { withSchemaEngine } from './engine.ts'
import { lockfileContent, readMigrations } from './migrations-dir.ts'
import { dbPaths, type DbPaths } from './paths.ts'
import { diffPostgresSchema } from './postgres-schema.ts'
import { isPostgresReachable, LOCAL_POSTGRES_URL } from './postgres.ts'
import { readSchemaFolder } from './schema-files.ts'

/** SQL that would take the database built by the migrations to the schema; empty when in sync. */
export async function migrationDrift(provider: DbProvider, paths: DbPaths = dbPaths()): Promise<string | null> {
  const files = await readSchemaFolder(paths.schemaDir[provider])
  const migrationsList = await readMigrations(paths.migrationsDir[provider])
  // The engine replays the migrations on a shadow database (in-memory for SQLite, a temporary
  // database for PostgreSQL, see engine.ts); the main connection only has to be able to create it.
  const url = provider === 'sqlite' ? ':memory:' : LOCAL_POSTGRES_URL
  const result = await withSchemaEngine({ url, schema: files }, (engine) =>
    engine.diff({
      // An empty history has no migration_lock.toml to tell the engine its provider.
      from:
        migrationsList.migrationDirectories.length === 0 ? { tag: 'empty' } : { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    }),
  )
  // With exitCode set, the engine reports 2 for a non-empty diff.
  return result.exitCode === 0 ? null : (result.stdout ?? '(no script)')
}

function head(text: string, lines: number): string {
  const all = text.split('\n')
  return all.length <= lines ? text : [...all.slice(0, lines), `... (${all.length - lines} more lines)`].join('\n')
}

async function lockfileProblem(provider: DbProvider, paths: DbPaths): Promise<string | null> {
  const list = await readMigrations(paths.migrationsDir[provider])
  if (list.migrationDirectories.length === 0) return null
  if (list.lockfile.content === null) return `${provider}: migration_lock.toml is missing`
  if (list.lockfile.content !== lockfileContent(provider)) return `${provider}: migration_lock.toml does not say provider = "${provider}"`
  return null
}

export async function check(paths: DbPaths = dbPaths()): Promise<string[]> {
  const failures: string[] = []
  const rel = (p: string) => path.relative(paths.root, p)

  const copyProblems = await diffPostgresSchema(paths)
  if (copyProblems.length > 0) {
    failures.push(`${rel(paths.postgresSchemaDir)} is stale (${copyProblems.join('; ')}): run npm run db:generate`)
  } else {
    console.log(`ok   ${rel(paths.postgresSchemaDir)} matches ${rel(paths.sqliteSchemaDir)}`)
  }

  const skipPostgres = process.env.DB_CHECK_SKIP_POSTGRES === '1'
  for (const provider of ['sqlite', 'postgresql'] as const) {
    const lock = await lockfileProblem(provider, paths)
    if (lock) failures.push(lock)
    if (provider === 'postgresql') {
      if (skipPostgres) {
        console.warn('skip postgresql migrations: DB_CHECK_SKIP_POSTGRES=1')
        continue
      }
      if (!(await isPostgresReachable(LOCAL_POSTGRES_URL))) {
        failures.push(
          `postgresql: cannot check the migrations, PostgreSQL is unreachable at ${redact(LOCAL_POSTGRES_URL)} ` +
            '(start it, set TEST_POSTGRES_URL, or set DB_CHECK_SKIP_POSTGRES=1 to skip this check)',
        )
        continue
      }
    }
    // The PostgreSQL half only means something once its schema copy is current.
    if (provider === 'postgresql' && copyProblems.length > 0) continue
    const drift = await migrationDrift(provider, paths)
    if (drift === null) {
      console.log(`ok   ${rel(paths.migrationsDir[provider])} produces the current schema`)
    } else {
      failures.push(
        `${provider}: the migrations do not produce the current schema; create a migration ` +
          `(npm run db:migration:create -- <name>). Missing SQL:\n${head(drift.trim(), 40)}`,
      )
    }
  }

  const names = await Promise.all(
    (['sqlite', 'postgresql'] as const).map(async (p) =>
      (await readMigrations(paths.migrationsDir[p])).migrationDirectories.map((d) => d.path).join('\n'),
    ),
  )
  // A warning only: a provider-specific migration (data fix-up, extension) is legitimate.
  if (names[0] !== names[1]) console.warn('warn the sqlite and postgresql migration folders have different names')
  return failures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  check()
    .then((failures) => {
      for (const failure of failures) console.error(`FAIL ${failure}`)
      process.exit(failures.length > 0 ? 1 : 0)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
