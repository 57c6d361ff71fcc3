// Where the database tooling reads and writes; one place so every script agrees.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DbProvider } from '../../lib/db/url.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type DbPaths = {
  root: string
  /** The canonical (SQLite) multi-file schema, edited by hand. */
  sqliteSchemaDir: string
  /** Generated from sqliteSchemaDir by scripts/db/postgres-schema.ts; committed. */
  postgresSchemaDir: string
  migrationsDir: Record<DbProvider, string>
  schemaDir: Record<DbProvider, string>
  generatedClientDir: Record<DbProvider, string>
  engineStub: string
}

/**
 * DB_PROJECT_ROOT lets the tooling run against a scratch copy of the prisma/ folder
 * (tests of the tooling itself); normally it is the repository root.
 */
export function dbPaths(root: string = process.env.DB_PROJECT_ROOT ?? repoRoot): DbPaths {
  const sqliteSchemaDir = path.join(root, 'prisma/schema')
  const postgresSchemaDir = path.join(root, 'prisma/postgresql/schema')
  return {
    root,
    sqliteSchemaDir,
    postgresSchemaDir,
    migrationsDir: {
      sqlite: path.join(root, 'prisma/migrations/sqlite'),
      postgresql: path.join(root, 'prisma/migrations/postgresql'),
    },
    schemaDir: { sqlite: sqliteSchemaDir, postgresql: postgresSchemaDir },
    generatedClientDir: {
      sqlite: path.join(root, 'lib/db/generated/sqlite'),
      postgresql: path.join(root, 'lib/db/generated/postgresql'),
    },
    // The stub always lives in the real repository: it is tooling, not schema.
    engineStub: path.join(repoRoot, 'prisma/engine-stub.sh'),
  }
}
