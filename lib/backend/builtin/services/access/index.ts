/** The caller's own access, for the console pages to hide what the server would refuse. */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { accessCalls } from '@/lib/contracts/access';

export const accessHandlers: ConsoleHandlers<typeof accessCalls> = {
  async myAccess(_deps, access) {
    const { user, unit } = access.principal;
    return {
      permissions: [...access.permissions].sort(),
      adminMode: access.adminMode,
      scopeAll: access.scope === 'ALL',
      user: { id: user.id, code: user.code, name: user.name, type: user.type },
      unit: { id: unit.id, code: unit.code, name: unit.name, type: unit.type },
    };
  },
};
