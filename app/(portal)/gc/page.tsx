/** /gc: the old portal's entry address (application GC); it lands in the shell with the same query. */
import { redirect } from 'next/navigation';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function GcPage({ searchParams }: { searchParams: SearchParams }) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(await searchParams)) for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, value);
  const s = q.toString();
  redirect(`/index${s ? `?${s}` : ''}`);
}
