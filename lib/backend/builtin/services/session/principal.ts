/** The caller of a built-in backend call once its token is checked. */
import type { Session, Unit, User, Department } from '@/lib/db/generated/sqlite/client';

export interface Principal {
  session: Session;
  user: User & { dept: Department | null };
  /** The unit the session is logged into (may differ from the home unit for backdoor users). */
  unit: Unit;
}
