/**
 * Users (console.md sections 3, 5, 6 and 7): list and search, the add and edit form with every
 * field and rule, enable/disable, lock/unlock, reset by an administrator, roles and authorisation
 * trees, zone/company/supplier, projection, batch store set-up, receive-message flag, Excel.
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, done, flagInput, idSchema, idsSchema, optionalText, requiredText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { ID_CARD_PATTERN, MOBILE_PATTERN, SEXES, USER_CODE_MAX, USER_CODE_PATTERN, USER_TYPES } from './console-enums';
import { EMAIL_PATTERN } from './patterns';

export const userCodeSchema = z.string().trim().min(1).max(USER_CODE_MAX).regex(USER_CODE_PATTERN);
export const userTypeSchema = z.enum(USER_TYPES);

const orNull = <T extends z.ZodType>(s: T) =>
  z
    .union([z.literal(''), s])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const userRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sex: z.string(),
  birthday: z.string(),
  mobile: z.string(),
  email: z.string(),
  idCard: z.string(),
  address: z.string(),
  type: z.string(),
  unitId: z.number().int(),
  unitCode: z.string(),
  unitName: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string(),
  useDeptRole: z.boolean(),
  status: z.string(),
  locked: z.boolean(),
  lockedAt: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string(),
  agreementUnitId: z.number().int().nullable(),
  agreementUnitName: z.string(),
  expiresAt: z.string(),
  pmsAccount: z.string(),
  wechatBound: z.boolean(),
  receiveMessage: z.boolean(),
  isBackdoor: z.boolean(),
  canUseBackdoor: z.boolean(),
  firstLogin: z.boolean(),
  lastLoginAt: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const userFields = {
  name: requiredText(30),
  sex: z.enum(SEXES).nullish().transform((v) => v ?? null),
  birthday: orNull(z.iso.date()),
  mobile: orNull(z.string().trim().regex(MOBILE_PATTERN)),
  email: orNull(z.string().trim().max(100).regex(EMAIL_PATTERN)),
  idCard: orNull(z.string().trim().regex(ID_CARD_PATTERN)),
  address: optionalText(200),
  type: userTypeSchema.default('ORDINARY'),
  deptId: idSchema.nullish().transform((v) => v ?? null),
  useDeptRole: z.boolean().default(true),
  status: statusSchema.default('ENABLED'),
  supplierId: idSchema.nullish().transform((v) => v ?? null),
  agreementUnitId: idSchema.nullish().transform((v) => v ?? null),
  expiresAt: orNull(z.iso.date()),
  pmsAccount: orNull(z.string().trim().max(30).regex(/^[A-Za-z0-9_]+$/)),
  receiveMessage: z.boolean().default(true),
  isBackdoor: z.boolean().default(false),
  canUseBackdoor: z.boolean().default(false),
  remark: optionalText(500),
};

/** unitId is optional in the schema so its absence answers 'unit cannot be empty' (40001), not a bare validation error. */
export const addUserSchema = z.object({
  unitId: idSchema.optional(),
  code: userCodeSchema,
  password: z.string().min(1).max(64),
  passwordCheck: z.string().max(64),
  ...userFields,
});
export const updateUserSchema = z.object({ id: idSchema, code: userCodeSchema, ...userFields });

const listUsersInput = sortedPageQuery(['code', 'name', 'createdAt', 'lastLoginAt']).extend({
  unitId: idSchema.optional(),
  deptId: idSchema.optional(),
  /** Include users of the department's sub-departments (default true). */
  withSubDepts: flagInput.optional(),
  code: textFilter(30),
  name: textFilter(30),
  mobile: textFilter(11),
  email: textFilter(100),
  /** Code, name, mobile or e-mail fragment. */
  keyword: textFilter(100),
  status: statusSchema.optional(),
  locked: flagInput.optional(),
  type: userTypeSchema.optional(),
});
export type ListUsersInput = z.infer<typeof listUsersInput>;

export const roleBriefSchema = z.object({ id: z.number().int(), code: z.string(), descript: z.string(), unitCode: z.string(), appCode: z.string() });
export const userRolesSchema = z.object({
  useDeptRole: z.boolean(),
  roles: z.array(roleBriefSchema),
  roleGroups: z.array(z.object({ id: z.number().int(), descript: z.string(), unitCode: z.string() })),
  deptRoles: z.array(roleBriefSchema),
});

export interface GrantNode {
  id: number;
  code: string;
  title: string;
  kind: string;
  /** Granted directly to the user (or to the role, in a role's tree). */
  checked: boolean;
  /** Held another way (through a role, the department or a cascade): shown, not editable here. */
  inherited: boolean;
  /** The caller does not hold it, so cannot grant it. */
  disabled: boolean;
  /** A category of the report tree (not itself grantable). */
  category: boolean;
  children: GrantNode[];
}
export const grantNodeSchema: z.ZodType<GrantNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    kind: z.string(),
    checked: z.boolean(),
    inherited: z.boolean(),
    disabled: z.boolean(),
    category: z.boolean(),
    children: z.array(grantNodeSchema),
  }),
);
export const grantKindSchema = z.enum(['menu', 'report', 'operation']);
export type GrantKind = z.infer<typeof grantKindSchema>;

export const authInfoSchema = z.object({
  zoneIds: z.array(z.number().int()),
  companyIds: z.array(z.number().int()),
  supplierIds: z.array(z.number().int()),
});

export const fileSchema = z.object({ fileName: z.string(), base64: z.string() });
export const importResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  /** One entry per refused row: its row number in the sheet and what is wrong. */
  errors: z.array(z.object({ row: z.number().int(), code: z.string(), messages: z.array(z.string()) })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const userCalls = {
  listUsers: consoleCall({ method: 'POST', path: '/user/users', permission: 'uc:user:list', scope: scope.list('users of the units the caller administers', ref.unit('unitId'), ref.dept('deptId')), input: listUsersInput, output: pagedSchema(userRowSchema) }),
  /** The users of a unit (department page, /user/unit-user-list). */
  unitUsers: consoleCall({ method: 'POST', path: '/org/users', permission: 'uc:user:list', scope: scope.list('users of the units the caller administers', ref.unit('unitId'), ref.dept('deptId')), input: listUsersInput, output: pagedSchema(userRowSchema) }),
  getUser: consoleCall({ method: 'GET', path: '/user/:id', permission: 'uc:user:list', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: userRowSchema }),
  checkUserCode: consoleCall({
    method: 'GET',
    path: '/user/check/code',
    permission: 'uc:user:list',
    scope: scope.of(ref.unit('unitId'), ref.user('id')),
    input: z.object({ unitId: idSchema, code: z.string().trim().min(1).max(60), id: idSchema.optional() }),
    output: z.object({ exists: z.boolean() }),
  }),
  addUser: consoleCall({ method: 'POST', path: '/user/addUser', permission: 'uc:user:add', scope: scope.of(ref.unit('unitId'), ref.dept('deptId'), ref.exists('unit', 'agreementUnitId')), input: addUserSchema, output: userRowSchema }),
  updateUser: consoleCall({ method: 'POST', path: '/user/updateUser', permission: 'uc:user:edit', scope: scope.of(ref.user('id'), ref.dept('deptId'), ref.exists('unit', 'agreementUnitId')), input: updateUserSchema, output: userRowSchema }),
  /** Enable or disable (ends the user's sessions), and the account's validity. */
  updateLogin: consoleCall({
    method: 'POST',
    path: '/user/updateLogin',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('id')),
    input: z.object({ id: idSchema, status: statusSchema.optional(), expiresAt: orNull(z.iso.date()).optional() }),
    output: userRowSchema,
  }),
  deleteUser: consoleCall({ method: 'DELETE', path: '/user/delUser/:id', permission: 'uc:user:delete', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: done }),
  lockUser: consoleCall({ method: 'POST', path: '/user/lock', permission: 'uc:user:lock', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: userRowSchema }),
  unlockUser: consoleCall({ method: 'POST', path: '/user/unlock', permission: 'uc:user:unlock', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: userRowSchema }),
  /** Sets the given password, or a generated one shown once; the user must change it at the next login. */
  resetPasswordByAdmin: consoleCall({
    method: 'POST',
    path: '/user/resetPasswordByAdmin',
    permission: 'uc:user:reset-password',
    scope: scope.of(ref.user('id')),
    input: z.object({ id: idSchema, password: z.string().max(64).optional(), passwordCheck: z.string().max(64).optional() }),
    output: z.object({ password: z.string() }),
  }),
  editReceiveMessage: consoleCall({
    method: 'POST',
    path: '/org/editReceiveMessage',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('userIds')),
    input: z.object({ userIds: idsSchema.min(1), receiveMessage: flagInput }),
    output: z.object({ updated: z.number().int() }),
  }),
  userRoles: consoleCall({ method: 'GET', path: '/user/roles', permission: 'uc:user:role', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: userRolesSchema }),
  saveUserRoles: consoleCall({
    method: 'POST',
    path: '/user/roles',
    permission: 'uc:user:role',
    scope: scope.of(ref.user('id'), ref.grantableRole('roleIds'), ref.roleGroup('roleGroupIds')),
    input: z.object({ id: idSchema, roleIds: idsSchema, roleGroupIds: idsSchema.default([]), useDeptRole: z.boolean().optional() }),
    output: userRolesSchema,
  }),
  /** The user's menu, report or operation authorisation tree of one application. */
  userGrantTree: consoleCall({
    method: 'GET',
    path: '/user/grantTree',
    permission: 'uc:user:role',
    scope: scope.of(ref.user('id'), ref.app('appId')),
    input: z.object({ id: idSchema, appId: idSchema, kind: grantKindSchema }),
    output: z.array(grantNodeSchema),
  }),
  saveUserGrants: consoleCall({
    method: 'POST',
    path: '/user/grantTree',
    permission: 'uc:user:role',
    scope: scope.of(ref.user('id'), ref.app('appId')),
    input: z.object({ id: idSchema, appId: idSchema, kind: grantKindSchema, ids: idsSchema }),
    output: z.array(grantNodeSchema),
  }),
  /** Zone, company and supplier authorisation (user auth info). */
  userAuth: consoleCall({ method: 'GET', path: '/user/auth', permission: 'uc:user:edit', scope: scope.of(ref.user('id')), input: z.object({ id: idSchema }), output: authInfoSchema }),
  saveUserAuth: consoleCall({
    method: 'POST',
    path: '/user/auth',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('id')),
    input: z.object({ id: idSchema, zoneIds: idsSchema.default([]), companyIds: idsSchema.default([]), supplierIds: idsSchema.default([]) }),
    output: authInfoSchema,
  }),
  /** Units (parent or child of the user's own) the user is projected into and may log into. */
  userProjection: consoleCall({
    method: 'GET',
    path: '/user/projection',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('id')),
    input: z.object({ id: idSchema }),
    output: z.object({ unitIds: z.array(z.number().int()), candidates: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), relation: z.enum(['PARENT', 'CHILD']) })) }),
  }),
  saveUserProjection: consoleCall({
    method: 'POST',
    path: '/user/projection',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('id'), ref.unit('unitIds')),
    input: z.object({ id: idSchema, unitIds: idsSchema }),
    output: z.object({ unitIds: z.array(z.number().int()) }),
  }),
  /** Batch store set-up: the chosen users may log into the chosen stores (projection). */
  batchStore: consoleCall({
    method: 'POST',
    path: '/user/batchStore',
    permission: 'uc:user:edit',
    scope: scope.of(ref.user('userIds'), ref.unit('unitIds')),
    input: z.object({ userIds: idsSchema.min(1), unitIds: idsSchema.min(1) }),
    output: z.object({ added: z.number().int() }),
  }),
  exportUsers: consoleCall({ method: 'POST', path: '/user/export', permission: 'uc:user:list', scope: scope.list('users of the units the caller administers', ref.unit('unitId'), ref.dept('deptId')), input: listUsersInput.omit({ firstResult: true, pageSize: true }), output: fileSchema }),
  importTemplate: consoleCall({ method: 'GET', path: '/user/importTemplate', permission: 'uc:user:add', scope: scope.self('the same empty template for everyone'), input: z.object({}), output: fileSchema }),
  importUsers: consoleCall({
    method: 'POST',
    path: '/user/import',
    permission: 'uc:user:add',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema, fileName: z.string().max(200), base64: z.string().min(1).max(1_000_000) }),
    output: importResultSchema,
  }),
};
