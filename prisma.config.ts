// Configuration for the prisma CLI. Only `prisma generate`, `validate` and `format` run here: the
// native schema engine is replaced by a stub (ADR 002), so migrations go through `npm run db:*`
// (scripts/db/), which read the same folders.
import { defineConfig } from 'prisma/config'
import { databaseUrlFromEnv, providerOf } from './lib/db/url.ts'

const url = databaseUrlFromEnv()
// A PostgreSQL DATABASE_URL selects the generated PostgreSQL schema and its own migrations (ADR 003).
const provider = providerOf(url)

export default defineConfig({
  schema: provider === 'postgresql' ? 'prisma/postgresql/schema' : 'prisma/schema',
  migrations: { path: `prisma/migrations/${provider}` },
  datasource: { url },
})
