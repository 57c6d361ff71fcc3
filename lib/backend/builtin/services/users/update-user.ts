/** Every write to a user goes through here, so the cached view of signed-in users stays current. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Prisma, User } from '@/lib/db/generated/sqlite/client';
import { forgetPrincipal } from '@/lib/backend/builtin/services/session/authenticate';

export async function updateUser(deps: BuiltinDeps, id: number, data: Prisma.UserUpdateInput): Promise<User> {
  const user = await deps.db.user.update({ where: { id }, data });
  forgetPrincipal(id);
  return user;
}
