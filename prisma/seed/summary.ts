// Row counts of every table, for the end-of-seed summary and the idempotency test.
import { Prisma } from '../../lib/db/generated/sqlite/client.ts'
import type { SeedDb } from './context.ts'

type Countable = { count: () => Promise<number> }

/** Every model of the schema (Prisma.ModelName), so a new model shows up without editing this. */
export async function countRows(db: SeedDb): Promise<Record<string, number>> {
  // Delegates are keyed by the model name with a lower-case first letter; the generated types
  // cannot express that mapping, hence the one cast.
  const delegates = db as unknown as Record<string, Countable>
  const counts: Record<string, number> = {}
  for (const model of Object.values(Prisma.ModelName)) {
    const delegate = delegates[model.charAt(0).toLowerCase() + model.slice(1)]
    if (!delegate) throw new Error(`summary: no delegate for model ${model}`)
    counts[model] = await delegate.count()
  }
  return counts
}

/** Non-empty tables, one per line, names and counts aligned. */
export function formatCounts(counts: Record<string, number>): string {
  const rows = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b))
  const width = Math.max(...rows.map(([model]) => model.length))
  return rows.map(([model, count]) => `  ${model.padEnd(width)}  ${count.toLocaleString('en-US').padStart(9)}`).join('\n')
}
