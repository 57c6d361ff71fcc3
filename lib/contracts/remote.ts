/** Remote lists for pickers (console.md section 7: /remote/*), from the database, limited to the caller's units. */
import { z } from 'zod';
import { consoleCall, flagInput, idSchema, textFilter } from './console-call';
import { ref, scope } from './scope';

const item = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const remoteCalls = {
  groupsOfCondition: consoleCall({
    method: 'POST',
    path: '/remote/groupsOfCondition',
    permission: 'uc:remote:list',
    scope: scope.list('groups among the units the caller administers'),
    input: z.object({ keyword: textFilter(60), withAlliances: z.boolean().default(false) }),
    output: z.array(item.extend({ kind: z.string() })),
  }),
  /** withAncestors: the lists of the unit and of every group above it (what a user of the unit may be given). */
  listZones: consoleCall({ method: 'GET', path: '/remote/listZones', permission: 'uc:remote:list', scope: scope.of(ref.pickerUnit('unitId')), input: z.object({ unitId: idSchema, withAncestors: flagInput.optional() }), output: z.array(item) }),
  listCompanies: consoleCall({
    method: 'GET',
    path: '/remote/listCompanies',
    permission: 'uc:remote:list',
    scope: scope.of(ref.pickerUnit('unitId')),
    input: z.object({ unitId: idSchema, zoneId: idSchema.optional(), withAncestors: flagInput.optional() }),
    output: z.array(item.extend({ zoneId: z.number().int().nullable() })),
  }),
  listSupplierMap: consoleCall({ method: 'GET', path: '/remote/listSupplierMap', permission: 'uc:remote:list', scope: scope.of(ref.pickerUnit('unitId')), input: z.object({ unitId: idSchema, withAncestors: flagInput.optional() }), output: z.array(item) }),
};
