// `npm run db:generate` (also the root postinstall): refreshes the generated PostgreSQL schema
// copy, then generates both Prisma clients into lib/db/generated/{sqlite,postgresql}.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DbProvider } from '../../lib/db/url.ts'
import { dbPaths, type DbPaths } from './paths.ts'
import { writePostgresSchema } from './postgres-schema.ts'

/** Environment for the prisma CLI on machines without its native engines (ADR 002). */
export function prismaCliEnv(paths: DbPaths): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // generate never runs the schema engine, but the CLI insists on finding (or downloading) one.
    PRISMA_SCHEMA_ENGINE_BINARY: paths.engineStub,
    // No internet here: skip the version check-in instead of waiting for it to time out.
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  }
}

export function runPrismaCli(args: string[], paths: DbPaths): void {
  const cli = createRequire(import.meta.url).resolve('prisma/build/index.js')
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: paths.root,
    env: prismaCliEnv(paths),
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`prisma ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
}

export async function generate(paths: DbPaths = dbPaths()): Promise<void> {
  const changed = await writePostgresSchema(paths)
  const pgDir = path.relative(paths.root, paths.postgresSchemaDir)
  console.log(changed.length ? `Updated ${pgDir}: ${changed.join(', ')}` : `${pgDir} is up to date.`)
  for (const provider of ['sqlite', 'postgresql'] as const satisfies DbProvider[]) {
    runPrismaCli(['generate', '--schema', paths.schemaDir[provider]], paths)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  generate().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
