/** Departments (console.md sections 2, 3, 5 and 7): the tree of a unit with its root "all departments", and department roles. */
import { z } from 'zod';
import { integerInput, integerOr, INT32_MAX } from './numbers';
import { consoleCall, done, idSchema, idsSchema, optionalText, requiredText, statusSchema } from './console-call';
import { ref, scope } from './scope';
import { CODE_PATTERN } from './console-enums';

export interface DeptNode {
  id: number;
  unitId: number;
  parentId: number | null;
  code: string;
  name: string;
  sort: number;
  isRoot: boolean;
  status: string;
  remark: string;
  /** Users whose department this is (not counting sub-departments). */
  userCount: number;
  /** With a roleUuid in the request: the department holds that role. */
  checked: boolean;
  children: DeptNode[];
}
export const deptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    unitId: z.number().int(),
    parentId: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    sort: z.number().int(),
    isRoot: z.boolean(),
    status: z.string(),
    remark: z.string(),
    userCount: z.number().int(),
    checked: z.boolean(),
    children: z.array(deptNodeSchema),
  }),
);

export const deptCodeSchema = z.string().trim().min(1).max(30).regex(CODE_PATTERN);

const deptInput = z.object({
  id: idSchema.optional(),
  unitId: idSchema,
  parentId: idSchema.nullish().transform((v) => v ?? null),
  code: deptCodeSchema,
  name: requiredText(60),
  sort: integerOr(0, 999_999, 0),
  status: statusSchema.default('ENABLED'),
  remark: optionalText(500),
});

export const deptRoleSchema = z.object({ roleId: z.number().int(), code: z.string(), descript: z.string(), appId: z.number().int().nullable(), appCode: z.string(), unitCode: z.string() });

export const departmentCalls = {
  /** The department tree of a unit; with roleUuid, each node says whether it holds that role. */
  deptTree: consoleCall({
    method: 'GET',
    path: '/org/findDeparts',
    permission: 'uc:dept:list',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema, roleUuid: z.string().trim().max(40).optional() }),
    output: z.array(deptNodeSchema),
  }),
  /** Creates (no id) or changes a department; 'failed to init department' when the unit has no root. */
  saveDept: consoleCall({ method: 'POST', path: '/org/dept', permission: 'uc:dept:edit', scope: scope.of(ref.dept('id'), ref.unit('unitId'), ref.dept('parentId')), input: deptInput, output: deptNodeSchema }),
  deleteDept: consoleCall({ method: 'DELETE', path: '/org/dept/:id', permission: 'uc:dept:edit', scope: scope.of(ref.dept('id')), input: z.object({ id: idSchema }), output: done }),
  /** Several departments under one parent at once, all or none. */
  batchDepts: consoleCall({
    method: 'POST',
    path: '/org/batchDeparts',
    permission: 'uc:dept:edit',
    scope: scope.of(ref.unit('unitId'), ref.dept('parentId')),
    input: z.object({
      unitId: idSchema,
      parentId: idSchema.nullish().transform((v) => v ?? null),
      items: z.array(z.object({ code: deptCodeSchema, name: requiredText(60) })).min(1).max(500),
    }),
    output: z.object({ created: z.number().int() }),
  }),
  deptRoles: consoleCall({ method: 'GET', path: '/org/dept/:id/roles', permission: 'uc:dept:list', scope: scope.of(ref.dept('id')), input: z.object({ id: idSchema }), output: z.array(deptRoleSchema) }),
  /** The department's roles of one application (app 0: roles for every application), replaced by roleIds. */
  setDeptRoles: consoleCall({
    method: 'POST',
    path: '/org/dept/:dept/app/:app/children',
    permission: 'uc:role:assign',
    scope: scope.of(ref.dept('dept'), ref.app('app'), ref.grantableRole('roleIds')),
    input: z.object({ dept: idSchema, app: integerInput(0, INT32_MAX), roleIds: idsSchema }),
    output: z.array(deptRoleSchema),
  }),
};
