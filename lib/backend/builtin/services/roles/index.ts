/** The role calls' services (lib/contracts/roles.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { roleCalls } from '@/lib/contracts/roles';
import { listRoles, roleOptions } from './list-roles';
import { assignRoleDepts, assignRoleUsers, roleUsers } from './role-assign';
import { deleteGeneralRole, deleteGeneralRoleInUnits, distributeRole, unitsHasGeneralRoles } from './role-dispatch';
import { resourceRoleTree, resourceTreeLog, roleTree, roleTreeLog, saveRolePermission } from './role-trees';
import { batchRoles, deleteRole, deleteRoleGroup, saveRole, saveRoleGroup, updateRole } from './save-role';
import * as tags from './tags';

export const roleHandlers: ConsoleHandlers<typeof roleCalls> = {
  listRoles,
  roleOptions,
  saveRoleGroup,
  deleteRoleGroup,
  saveRole,
  updateRole,
  batchRoles,
  deleteRole,
  roleUsers,
  assignRoleUsers,
  assignRoleDepts,
  distributeRole,
  unitsHasGeneralRoles,
  deleteGeneralRole,
  deleteGeneralRoleInUnits,
  roleTree,
  resourceRoleTree,
  saveRolePermission,
  roleTreeLog,
  resourceTreeLog,
  ...tags,
};
