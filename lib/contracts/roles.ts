/**
 * Roles (console.md sections 2-7): role groups with child roles, code and description required,
 * group description up to 60, order and template flag; assignment to departments and users;
 * dispatch of template roles to hotels and deleting general roles; permission trees for menus,
 * reports and operations with their change log; managed tags and data-authorisation groups.
 */
import { z } from 'zod';
import { integerOr, INT32_MAX } from './numbers';
import { consoleCall, done, idSchema, idsSchema, optionalText, requiredText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { CODE_PATTERN, ROLE_GROUP_DESCRIPT_MAX } from './console-enums';
import { pagedSchema, pageQuerySchema } from './envelope';
import { grantKindSchema, grantNodeSchema } from './users';

export const roleCodeSchema = z.string().trim().min(1).max(30).regex(CODE_PATTERN);

/** A row of the role list: a group (with its roles as children) or a role. */
export interface RoleRow {
  /** 'G<id>' for a group, 'R<id>' for a role (unique across both). */
  key: string;
  kind: 'GROUP' | 'ROLE';
  id: number;
  uuid: string;
  unitId: number;
  unitCode: string;
  code: string;
  descript: string;
  sort: number;
  isTemplate: boolean;
  appId: number | null;
  appCode: string;
  groupId: number | null;
  status: string;
  /** A role of another unit dispatched to this one (general role): read only here. */
  dispatched: boolean;
  userCount: number;
  deptCount: number;
  createdAt: string;
  children?: RoleRow[];
}
export const roleRowSchema: z.ZodType<RoleRow> = z.lazy(() =>
  z.object({
    key: z.string(),
    kind: z.enum(['GROUP', 'ROLE']),
    id: z.number().int(),
    uuid: z.string(),
    unitId: z.number().int(),
    unitCode: z.string(),
    code: z.string(),
    descript: z.string(),
    sort: z.number().int(),
    isTemplate: z.boolean(),
    appId: z.number().int().nullable(),
    appCode: z.string(),
    groupId: z.number().int().nullable(),
    status: z.string(),
    dispatched: z.boolean(),
    userCount: z.number().int(),
    deptCount: z.number().int(),
    createdAt: z.string(),
    children: z.array(roleRowSchema).optional(),
  }),
);

const roleInput = z.object({
  id: idSchema.optional(),
  unitId: idSchema,
  groupId: idSchema.nullish().transform((v) => v ?? null),
  code: roleCodeSchema,
  descript: requiredText(60),
  sort: integerOr(0, 999_999, 0),
  isTemplate: z.boolean().default(false),
  appId: idSchema.nullish().transform((v) => v ?? null),
  status: statusSchema.default('ENABLED'),
});

const userBrief = z.object({ id: z.number().int(), code: z.string(), name: z.string(), unitCode: z.string(), deptName: z.string() });
const unitBrief = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const tagSchema = z.object({ id: z.number().int(), unitId: z.number().int(), code: z.string(), name: z.string(), descript: z.string(), type: z.string(), sort: z.number().int() });
const dataGroupSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  appCode: z.string(),
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  status: z.string(),
  contents: z.array(z.object({ contentType: z.string(), contentCode: z.string(), contentName: z.string() })),
});
const treeLogSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorCode: z.string(),
  action: z.string(),
  appCode: z.string(),
  roleId: z.number().int().nullable(),
  resourceId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const roleCalls = {
  /** Groups with their roles, then the roles outside any group, then general roles dispatched to the unit. */
  listRoles: consoleCall({
    method: 'POST',
    path: '/role/list',
    permission: 'uc:role:list',
    scope: scope.of(ref.unit('unitId'), ref.app('appId')),
    input: z.object({ unitId: idSchema, keyword: textFilter(60), appId: idSchema.optional() }),
    output: z.array(roleRowSchema),
  }),
  /** Roles and role groups a user of the unit may be given (its own and those dispatched to it). */
  roleOptions: consoleCall({
    method: 'GET',
    path: '/role/options',
    permission: 'uc:role:list',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema }),
    output: z.object({
      roles: z.array(z.object({ id: z.number().int(), code: z.string(), descript: z.string(), unitCode: z.string(), appCode: z.string() })),
      groups: z.array(z.object({ id: z.number().int(), descript: z.string() })),
    }),
  }),
  saveRoleGroup: consoleCall({
    method: 'POST',
    path: '/rolegroup',
    permission: 'uc:role:edit',
    scope: scope.of(ref.roleGroup('id'), ref.unit('unitId')),
    input: z.object({ id: idSchema.optional(), unitId: idSchema, code: z.union([z.literal(''), roleCodeSchema]).nullish().transform((v) => v || null), descript: requiredText(ROLE_GROUP_DESCRIPT_MAX), sort: integerOr(0, 999_999, 0) }),
    output: z.object({ id: z.number().int() }),
  }),
  deleteRoleGroup: consoleCall({ method: 'DELETE', path: '/rolegroup/:id', permission: 'uc:role:delete', scope: scope.of(ref.roleGroup('id')), input: z.object({ id: idSchema }), output: done }),
  /** Creates (no id) or changes a role, in a group or not. */
  saveRole: consoleCall({ method: 'POST', path: '/rolegroup/role', permission: 'uc:role:edit', scope: scope.of(ref.role('id'), ref.unit('unitId'), ref.roleGroup('groupId'), ref.app('appId')), input: roleInput, output: z.object({ id: z.number().int(), uuid: z.string() }) }),
  updateRole: consoleCall({ method: 'PUT', path: '/role', permission: 'uc:role:edit', scope: scope.of(ref.role('id'), ref.unit('unitId'), ref.roleGroup('groupId'), ref.app('appId')), input: roleInput.extend({ id: idSchema }), output: z.object({ id: z.number().int(), uuid: z.string() }) }),
  batchRoles: consoleCall({
    method: 'POST',
    path: '/role/batchRoles',
    permission: 'uc:role:edit',
    scope: scope.of(ref.unit('unitId'), ref.roleGroup('groupId'), ref.app('appId')),
    input: z.object({ unitId: idSchema, groupId: idSchema.nullish().transform((v) => v ?? null), appId: idSchema.nullish().transform((v) => v ?? null), items: z.array(z.object({ code: roleCodeSchema, descript: requiredText(60) })).min(1).max(200) }),
    output: z.object({ created: z.number().int() }),
  }),
  deleteRole: consoleCall({ method: 'DELETE', path: '/role/:id', permission: 'uc:role:delete', scope: scope.of(ref.role('id')), input: z.object({ id: idSchema }), output: done }),
  roleUsers: consoleCall({
    method: 'GET',
    path: '/role/users',
    permission: 'uc:role:list',
    scope: scope.list('holders narrowed to the units the caller administers', ref.grantableRole('roleId')),
    input: pageQuerySchema.extend({ roleId: idSchema }),
    output: pagedSchema(userBrief),
  }),
  /** Gives the role to users and takes it from others (cancel), within the caller's rights. */
  assignRoleUsers: consoleCall({
    method: 'POST',
    path: '/role/users',
    permission: 'uc:role:assign',
    scope: scope.of(ref.grantableRole('roleId'), ref.user('userIds'), ref.user('cancelUserIds')),
    input: z.object({ roleId: idSchema, userIds: idsSchema.default([]), cancelUserIds: idsSchema.default([]) }),
    output: z.object({ added: z.number().int(), removed: z.number().int() }),
  }),
  /** The departments of a unit holding the role, replaced by deptIds. */
  assignRoleDepts: consoleCall({
    method: 'POST',
    path: '/role/departs',
    permission: 'uc:role:assign',
    scope: scope.of(ref.grantableRole('roleId'), ref.unit('unitId'), ref.dept('deptIds')),
    input: z.object({ roleId: idSchema, unitId: idSchema, deptIds: idsSchema }),
    output: z.object({ deptIds: z.array(z.number().int()) }),
  }),
  /** Dispatches a template role to hotels below its unit, as a general role there. */
  distributeRole: consoleCall({
    method: 'POST',
    path: '/role/distributeRole',
    permission: 'uc:role:dispatch',
    scope: scope.of(ref.role('roleId'), ref.unit('unitIds')),
    input: z.object({ roleId: idSchema, unitIds: idsSchema.min(1) }),
    output: z.object({ added: z.number().int() }),
  }),
  unitsHasGeneralRoles: consoleCall({ method: 'GET', path: '/role/unitsHasGeneralRoles', permission: 'uc:role:list', scope: scope.list('units narrowed to those the caller administers', ref.grantableRole('roleId')), input: z.object({ roleId: idSchema }), output: z.array(unitBrief) }),
  /** Removes a general role from one unit: the dispatch and the unit's grants of it. */
  deleteGeneralRole: consoleCall({ method: 'POST', path: '/role/deleteGeneralRole', permission: 'uc:role:dispatch', scope: scope.of(ref.role('roleId'), ref.unit('unitId')), input: z.object({ roleId: idSchema, unitId: idSchema }), output: done }),
  deleteGeneralRoleInUnits: consoleCall({
    method: 'POST',
    path: '/role/deleteGeneralRoleInUnits',
    permission: 'uc:role:dispatch',
    scope: scope.of(ref.role('roleId'), ref.unit('unitIds')),
    input: z.object({ roleId: idSchema, unitIds: idsSchema.min(1) }),
    output: z.object({ removed: z.number().int() }),
  }),
  /** The role's permission tree of one application: menus and buttons, reports or operations. */
  roleTree: consoleCall({
    method: 'GET',
    path: '/role/:kind',
    permission: 'uc:role:list',
    scope: scope.of(ref.grantableRole('roleId'), ref.app('appId')),
    input: z.object({ kind: z.enum(['menus', 'reports', 'operations']), roleId: idSchema, appId: idSchema }),
    output: z.array(grantNodeSchema),
  }),
  resourceRoleTree: consoleCall({
    method: 'GET',
    path: '/resource/resourceRoleTree',
    permission: 'uc:role:list',
    scope: scope.of(ref.grantableRole('roleId'), ref.app('appId')),
    input: z.object({ roleId: idSchema, appId: idSchema }),
    output: z.array(grantNodeSchema),
  }),
  /** Replaces the role's grants of one kind (menu, report, operation) within an application. */
  saveRolePermission: consoleCall({
    method: 'PUT',
    path: '/:x/role-permission',
    permission: 'uc:role:edit',
    scope: scope.of(ref.role('roleId'), ref.app('appId')),
    input: z.object({ x: grantKindSchema, roleId: idSchema, appId: idSchema, ids: idsSchema }),
    output: z.array(grantNodeSchema),
  }),
  roleTreeLog: consoleCall({
    method: 'GET',
    path: '/operation_log/getRoleTree',
    permission: 'uc:role:list',
    scope: scope.of(ref.grantableRole('roleId')),
    input: z.object({ roleId: idSchema, firstResult: integerOr(0, INT32_MAX, 0), pageSize: integerOr(1, 100, 20) }),
    output: pagedSchema(treeLogSchema),
  }),
  resourceTreeLog: consoleCall({
    method: 'GET',
    path: '/operation_log/getResourceTree',
    permission: 'uc:resource:list',
    scope: scope.platform('the change log of an application\'s resource tree', ref.app('appId'), ref.resource('resourceId')),
    input: z.object({ appId: idSchema, resourceId: idSchema.optional(), firstResult: integerOr(0, INT32_MAX, 0), pageSize: integerOr(1, 100, 20) }),
    output: pagedSchema(treeLogSchema),
  }),
  managedTags: consoleCall({ method: 'GET', path: '/role/managedTags', permission: 'uc:role:list', scope: scope.of(ref.unit('unitId')), input: z.object({ unitId: idSchema }), output: z.array(tagSchema) }),
  saveTag: consoleCall({
    method: 'POST',
    path: '/role/tag',
    permission: 'uc:role:edit',
    scope: scope.of(ref.tag('id'), ref.unit('unitId')),
    input: z.object({ id: idSchema.optional(), unitId: idSchema, code: roleCodeSchema, name: requiredText(60), descript: optionalText(200), type: optionalText(30), sort: integerOr(0, INT32_MAX, 0) }),
    output: tagSchema,
  }),
  deleteTag: consoleCall({ method: 'DELETE', path: '/role/tag/:id', permission: 'uc:role:delete', scope: scope.of(ref.tag('id')), input: z.object({ id: idSchema }), output: done }),
  managedTagDetail: consoleCall({ method: 'GET', path: '/role/managedTagDetail', permission: 'uc:role:list', scope: scope.of(ref.role('roleId')), input: z.object({ roleId: idSchema }), output: z.array(z.number().int()) }),
  saveRoleTags: consoleCall({ method: 'POST', path: '/role/managedTagDetail', permission: 'uc:role:edit', scope: scope.of(ref.role('roleId'), ref.tag('tagIds')), input: z.object({ roleId: idSchema, tagIds: idsSchema }), output: z.array(z.number().int()) }),
  userManagedTagDetail: consoleCall({ method: 'GET', path: '/role/userManagedTagDetail', permission: 'uc:role:list', scope: scope.of(ref.user('userId')), input: z.object({ userId: idSchema }), output: z.array(z.number().int()) }),
  saveUserTags: consoleCall({ method: 'POST', path: '/role/userManagedTagDetail', permission: 'uc:role:assign', scope: scope.of(ref.user('userId'), ref.tag('tagIds')), input: z.object({ userId: idSchema, tagIds: idsSchema }), output: z.array(z.number().int()) }),
  tagInfo: consoleCall({
    method: 'GET',
    path: '/role/tagInfo',
    permission: 'uc:role:list',
    scope: scope.of(ref.tag('tagId')),
    input: z.object({ tagId: idSchema }),
    output: z.object({ tag: tagSchema, roles: z.array(z.object({ id: z.number().int(), code: z.string(), descript: z.string() })), users: z.array(userBrief) }),
  }),
  dataAuthGroups: consoleCall({ method: 'GET', path: '/role/dataAuthGroups', permission: 'uc:role:list', scope: scope.of(ref.unit('unitId')), input: z.object({ unitId: idSchema }), output: z.array(dataGroupSchema) }),
  saveDataAuthGroup: consoleCall({
    method: 'POST',
    path: '/role/dataAuthGroup',
    permission: 'uc:role:edit',
    scope: scope.of(ref.dataAuthGroup('id'), ref.unit('unitId'), ref.exists('appCode', 'appCode')),
    input: z.object({
      id: idSchema.optional(),
      unitId: idSchema,
      appCode: optionalText(30),
      code: roleCodeSchema,
      name: requiredText(60),
      remark: optionalText(200),
      status: statusSchema.default('ENABLED'),
      contents: z.array(z.object({ contentType: z.enum(['UNIT', 'DEPARTMENT', 'ZONE', 'COMPANY', 'SUPPLIER', 'CHANNEL']), contentCode: requiredText(60), contentName: optionalText(100) })).max(1000).default([]),
    }),
    output: dataGroupSchema,
  }),
  deleteDataAuthGroup: consoleCall({ method: 'DELETE', path: '/role/dataAuthGroup/:id', permission: 'uc:role:delete', scope: scope.of(ref.dataAuthGroup('id')), input: z.object({ id: idSchema }), output: done }),
  userDataAuthGroups: consoleCall({ method: 'GET', path: '/role/userDataAuthGroups', permission: 'uc:role:list', scope: scope.of(ref.user('userId')), input: z.object({ userId: idSchema }), output: z.array(z.number().int()) }),
  saveUserDataAuthGroups: consoleCall({ method: 'POST', path: '/role/userDataAuthGroups', permission: 'uc:role:assign', scope: scope.of(ref.user('userId'), ref.dataAuthGroup('groupIds')), input: z.object({ userId: idSchema, groupIds: idsSchema }), output: z.array(z.number().int()) }),
};
