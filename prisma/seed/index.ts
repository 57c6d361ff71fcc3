// `npm run db:seed [-- --users N --login-logs N --audit-logs N --operation-logs N --messages N]`: demo data (and optional benchmark volume) into
// DATABASE_URL. Also the programmatic entry point: seedDemo, isSeeded, seedScale.
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { createPrismaClient } from '../../lib/db/client.ts'
import { databaseUrlFromEnv, providerOf, redact } from '../../lib/db/url.ts'
import { seedDemo } from './demo.ts'
import { seedScale } from './scale.ts'
import { countRows, formatCounts } from './summary.ts'

export { isSeeded, seedDemo, type SeedDemoOptions, type SeedDemoResult } from './demo.ts'
export { BENCH_PASSWORD, seedScale, type ScaleOptions, type ScaleStep } from './scale.ts'
export { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from './users.ts'
export { generateAdminPassword, REFERENCE_ADMIN, seedReference } from './reference.ts'
export { accountsWithDemoPasswords } from './demo-passwords.ts'

function count(name: string, value: string | undefined): number {
  if (value === undefined) return 0
  const n = Number(value.replace(/_/g, ''))
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`--${name} must be a whole number from 0 to 10000000`)
  return n
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      'login-logs': { type: 'string' },
      'audit-logs': { type: 'string' },
      'operation-logs': { type: 'string' },
      messages: { type: 'string' },
      'chunk-size': { type: 'string' },
    },
  })
  const users = count('users', values.users)
  const loginLogs = count('login-logs', values['login-logs'])
  const auditLogs = count('audit-logs', values['audit-logs'])
  const operationLogs = count('operation-logs', values['operation-logs'])
  const messages = count('messages', values.messages)
  const chunkSize = values['chunk-size'] === undefined ? undefined : Math.max(1, count('chunk-size', values['chunk-size']))
  const url = databaseUrlFromEnv()
  const log = (line: string) => console.log(line)
  const db = createPrismaClient(url)
  try {
    console.log(`Seeding ${redact(url)}`)
    const started = performance.now()
    await seedDemo(db, { log })
    console.log(`Demo seed took ${Math.round(performance.now() - started)} ms.`)
    for (const step of await seedScale(db, { users, loginLogs, auditLogs, operationLogs, messages, chunkSize, log, provider: providerOf(url) })) {
      console.log(
        step.created === 0
          ? `${step.table}: ${step.existing.toLocaleString('en-US')} benchmark rows already present (wanted ${step.target.toLocaleString('en-US')}), nothing added.`
          : `${step.table}: added ${step.created.toLocaleString('en-US')} rows in ${(step.ms / 1000).toFixed(1)} s = ${step.rowsPerSecond.toLocaleString('en-US')} rows/s.`,
      )
    }
    console.log('Rows per table:')
    console.log(formatCounts(await countRows(db)))
  } finally {
    await db.$disconnect()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
