/** What a console page shows, with status 403, to a caller it does not open for (openScreen, docs/decisions/095). */
import { NoPermission } from '@/components/console/NoPermission';

export default function Forbidden() {
  return <NoPermission />;
}
