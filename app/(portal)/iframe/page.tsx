/** /iframe?identity=&language=&url= : a page alone in a new window (portal.md section 2; NEWPAGE menus open here). */
import { WindowRoute } from '@/components/shell/WindowRoute';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function IframePage({ searchParams }: { searchParams: SearchParams }) {
  return <WindowRoute query={await searchParams} container={false} />;
}
