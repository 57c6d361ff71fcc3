/** A user's own authorisation trees (menus, reports, operations per application), beside what their roles give. */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { grantTree, replaceGrants, type GrantOwner } from '@/lib/backend/builtin/services/resources/grant-tree';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { namedUser } from './user-row';

async function ownerOf(deps: BuiltinDeps, id: number): Promise<GrantOwner> {
  await namedUser(deps, id);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id }, include: { dept: true, unit: true } });
  return { kind: 'user', user, unit: user.unit };
}

export async function userGrantTree(deps: BuiltinDeps, access: Access, input: ConsoleInput<'userGrantTree'>): Promise<ConsoleOutput<'userGrantTree'>> {
  return grantTree(deps, access, await ownerOf(deps, input.id), input.appId, input.kind);
}

export async function saveUserGrants(deps: BuiltinDeps, access: Access, input: ConsoleInput<'saveUserGrants'>): Promise<ConsoleOutput<'saveUserGrants'>> {
  const owner = await ownerOf(deps, input.id);
  const change = await replaceGrants(deps, access, owner, input.appId, input.kind, input.ids);
  if (change.added.length || change.removed.length) {
    const user = owner.kind === 'user' ? owner.user : undefined;
    await writeAudit(deps.db, access, {
      action: 'GRANT',
      objectType: input.kind === 'operation' ? 'UserOperation' : 'UserResource',
      objectId: input.id,
      unitId: user?.unitId,
      before: { user: user?.code, appId: input.appId, kind: input.kind, grants: change.before },
      after: { user: user?.code, appId: input.appId, kind: input.kind, grants: change.after },
    });
  }
  usersChanged([input.id]);
  return grantTree(deps, access, owner, input.appId, input.kind);
}
