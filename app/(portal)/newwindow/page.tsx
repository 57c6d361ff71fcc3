/** /newwindow?identity=&url=&title= : a page in a new window, in a container with its title (console.md shell routes). */
import { WindowRoute } from '@/components/shell/WindowRoute';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewWindowPage({ searchParams }: { searchParams: SearchParams }) {
  return <WindowRoute query={await searchParams} container />;
}
