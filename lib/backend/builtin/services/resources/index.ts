/** The resource calls' services (lib/contracts/resources.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import { assertCanGrantResources } from '@/lib/backend/builtin/services/access/grant-limits';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { AppError } from '@/lib/errors/app-error';
import { editableRole } from '@/lib/backend/builtin/services/roles/role-access';
import type { resourceCalls } from '@/lib/contracts/resources';
import { addCanaryConfig, canaryConfigs, deleteCanaryConfig, updateCanaryConfig } from './canary';
import { diagnosis } from './diagnosis';
import { getResource, listResources, resourceChildNodes, resourceTree } from './list-resources';
import { createResource, deleteResource, updateResource } from './save-resource';

export const resourceHandlers: ConsoleHandlers<typeof resourceCalls> = {
  resourceTree,
  listResources,
  resourceChildNodes,
  getResource,
  createResource,
  updateResource,
  deleteResource,
  async appendRoleResource(deps, access, input) {
    const role = await editableRole(deps, input.roleId);
    const have = new Set((await deps.db.roleResource.findMany({ where: { roleId: role.id }, select: { resourceId: true } })).map((r) => r.resourceId));
    const fresh = [...new Set(input.resourceIds)].filter((id) => !have.has(id));
    await assertCanGrantResources(deps, access, fresh);
    if (fresh.length !== (await deps.db.resource.count({ where: { id: { in: fresh } } }))) throw AppError.validation({ resourceIds: ['invalid'] });
    await deps.db.$transaction(async (tx) => {
      await tx.roleResource.createMany({ data: fresh.map((resourceId) => ({ roleId: role.id, resourceId, createdBy: access.principal.user.code })) });
      await writeAudit(tx, access, { action: 'GRANT', objectType: 'RoleResource', objectId: role.id, unitId: role.unitId, after: { role: role.code, added: fresh } });
    });
    return { added: fresh.length };
  },
  canaryConfigs,
  addCanaryConfig,
  updateCanaryConfig,
  deleteCanaryConfig,
  diagnosis,
};
