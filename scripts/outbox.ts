/** `npm run outbox [-- N]`: the last N mails and SMS of the development outbox (no SMTP configured). */
import { getPrisma } from '../lib/db/client';

async function main() {
  const n = Number(process.argv[2] ?? 10);
  const rows = await getPrisma().outboxMessage.findMany({ orderBy: { id: 'desc' }, take: Number.isFinite(n) ? n : 10 });
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const r of rows.reverse()) {
    console.log(`#${r.id} ${r.createdAt.toISOString()} ${r.channel} to ${r.to}${r.subject ? ` — ${r.subject}` : ''}\n${r.bodyText}\n`);
  }
  await getPrisma().$disconnect();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
