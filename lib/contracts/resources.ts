/**
 * Resources and menus (console.md sections 3 and 5): menus, buttons and reports of an application
 * in a tree of one to six levels, cascading menus, window types, tiled and mobile flags,
 * permission, sort, canary menu configurations, and the user resource diagnosis.
 */
import { z } from 'zod';
import { integerInput, integerOr } from './numbers';
import { pagedSchema, sortedPageQuery } from './envelope';
import { consoleCall, done, idSchema, idsSchema, optionalText, requiredText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { RESOURCE_CODE_PATTERN, RESOURCE_KINDS, RESOURCE_LIMITS, WIN_TYPES } from './console-enums';

export const resourceKindSchema = z.enum(RESOURCE_KINDS);
export const winTypeInputSchema = z.enum(WIN_TYPES);

export interface ResourceRow {
  id: number;
  appId: number;
  appCode: string;
  kind: string;
  level: number;
  parentId: number | null;
  code: string;
  name: string;
  title: string;
  cascade: boolean;
  ownerUnitId: number | null;
  ownerUnitCode: string;
  type: string;
  winType: string;
  stretch: boolean;
  tiled: boolean;
  permission: string;
  sort: number;
  mobileVisible: boolean;
  groupName: string;
  address: string;
  icon: string;
  tip: string;
  reportCategoryId: number | null;
  status: string;
  remark: string;
  updatedAt: string;
  children?: ResourceRow[];
}
export const resourceRowSchema: z.ZodType<ResourceRow> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    appId: z.number().int(),
    appCode: z.string(),
    kind: z.string(),
    level: z.number().int(),
    parentId: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    title: z.string(),
    cascade: z.boolean(),
    ownerUnitId: z.number().int().nullable(),
    ownerUnitCode: z.string(),
    type: z.string(),
    winType: z.string(),
    stretch: z.boolean(),
    tiled: z.boolean(),
    permission: z.string(),
    sort: z.number().int(),
    mobileVisible: z.boolean(),
    groupName: z.string(),
    address: z.string(),
    icon: z.string(),
    tip: z.string(),
    reportCategoryId: z.number().int().nullable(),
    status: z.string(),
    remark: z.string(),
    updatedAt: z.string(),
    children: z.array(resourceRowSchema).optional(),
  }),
);

/** The resource form: code letters, digits and underscore up to 60, name up to 30, sort 0..120, permission up to 100. */
export const resourceInputSchema = z.object({
  appId: idSchema,
  kind: resourceKindSchema.default('MENU'),
  parentId: idSchema.nullish().transform((v) => v ?? null),
  code: z.string().trim().min(1).max(RESOURCE_LIMITS.codeMax).regex(RESOURCE_CODE_PATTERN),
  name: requiredText(RESOURCE_LIMITS.nameMax),
  title: optionalText(60),
  cascade: z.boolean().default(false),
  ownerUnitId: idSchema.nullish().transform((v) => v ?? null),
  type: optionalText(30),
  winType: winTypeInputSchema.default('CURRENTPAGE'),
  stretch: z.boolean().default(false),
  tiled: z.boolean().default(false),
  permission: optionalText(RESOURCE_LIMITS.permissionMax),
  sort: integerOr(0, RESOURCE_LIMITS.sortMax, 0),
  mobileVisible: z.boolean().default(false),
  groupName: optionalText(30),
  address: optionalText(500),
  icon: optionalText(60),
  tip: optionalText(20),
  reportCategoryId: idSchema.nullish().transform((v) => v ?? null),
  status: statusSchema.default('ENABLED'),
  remark: optionalText(500),
});
export type ResourceInput = z.infer<typeof resourceInputSchema>;

const canarySchema = z.object({ id: z.number().int(), resourceId: z.number().int(), unitId: z.number().int().nullable(), unitCode: z.string(), unitName: z.string(), address: z.string(), enabled: z.boolean(), remark: z.string() });
const canaryInput = z.object({ resourceId: idSchema, unitId: idSchema.nullish().transform((v) => v ?? null), address: requiredText(500), enabled: z.boolean().default(true), remark: optionalText(200) });

export const diagnosisSchema = z.object({
  visible: z.boolean(),
  /** Each condition checked, in order, and whether it holds. */
  checks: z.array(z.object({ key: z.string(), ok: z.boolean(), detail: z.string() })),
  /** The ways the user holds the resource (empty when none). */
  grants: z.array(z.object({ via: z.enum(['SUPER_ADMIN', 'ROLE', 'ROLE_GROUP', 'DEPT_ROLE', 'DIRECT', 'CASCADE']), detail: z.string() })),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

export const resourceCalls = {
  resourceTree: consoleCall({
    method: 'GET',
    path: '/resource/resources',
    permission: 'uc:resource:list',
    scope: scope.platform('an application\'s menus and buttons: the platform\'s catalogue', ref.app('appId')),
    input: z.object({ appId: idSchema, kind: resourceKindSchema.optional(), keyword: textFilter(60) }),
    output: z.array(resourceRowSchema),
  }),
  listResources: consoleCall({
    method: 'POST',
    path: '/resource/list',
    permission: 'uc:resource:list',
    scope: scope.platform('an application\'s menus and buttons: the platform\'s catalogue', ref.app('appId')),
    input: sortedPageQuery(['code', 'title']).extend({ appId: idSchema.optional(), kind: resourceKindSchema.optional(), level: integerInput(1, 6).optional(), keyword: textFilter(60), status: statusSchema.optional(), cascade: z.enum(['T', 'F']).optional() }),
    output: pagedSchema(resourceRowSchema),
  }),
  resourceChildNodes: consoleCall({
    method: 'GET',
    path: '/resource/childNodes',
    permission: 'uc:resource:list',
    scope: scope.platform('an application\'s menus and buttons: the platform\'s catalogue', ref.app('appId'), ref.resource('parentId')),
    input: z.object({ appId: idSchema, parentId: idSchema.optional() }),
    output: z.array(resourceRowSchema),
  }),
  getResource: consoleCall({ method: 'GET', path: '/resource/getResource', permission: 'uc:resource:list', scope: scope.platform('resources are their application\'s catalogue, read alike by whoever may read it (a hotel reads its group\'s cascading menus to grant them)', ref.exists('resource', 'id')), input: z.object({ id: idSchema }), output: resourceRowSchema }),
  createResource: consoleCall({ method: 'POST', path: '/resource', permission: 'uc:resource:edit', scope: scope.of(ref.app('appId'), ref.resource('parentId'), ref.unit('ownerUnitId')), input: resourceInputSchema, output: resourceRowSchema }),
  updateResource: consoleCall({ method: 'PUT', path: '/updateResource', permission: 'uc:resource:edit', scope: scope.of(ref.resource('id'), ref.app('appId'), ref.resource('parentId'), ref.unit('ownerUnitId')), input: resourceInputSchema.extend({ id: idSchema }), output: resourceRowSchema }),
  deleteResource: consoleCall({ method: 'DELETE', path: '/resource/:id', permission: 'uc:resource:edit', scope: scope.of(ref.resource('id')), input: z.object({ id: idSchema }), output: done }),
  /** Adds resources to a role's grants (keeping the others), within the caller's own. */
  appendRoleResource: consoleCall({
    method: 'POST',
    path: '/resource/appendRoleResource',
    permission: 'uc:role:edit',
    scope: scope.of(ref.role('roleId'), ref.resource('resourceIds')),
    input: z.object({ roleId: idSchema, resourceIds: idsSchema.min(1) }),
    output: z.object({ added: z.number().int() }),
  }),
  canaryConfigs: consoleCall({ method: 'GET', path: '/resource/canaryMenuConfigs', permission: 'uc:resource:list', scope: scope.list('canary addresses narrowed to the units the caller administers', ref.resource('resourceId')), input: z.object({ resourceId: idSchema }), output: z.array(canarySchema) }),
  addCanaryConfig: consoleCall({ method: 'POST', path: '/resource/canaryMenuConfigs/add', permission: 'uc:resource:edit', scope: scope.of(ref.resource('resourceId'), ref.unit('unitId', { absent: 'top' })), input: canaryInput, output: canarySchema }),
  updateCanaryConfig: consoleCall({ method: 'POST', path: '/resource/canaryMenuConfigs/update', permission: 'uc:resource:edit', scope: scope.of(ref.canary('id'), ref.resource('resourceId'), ref.unit('unitId', { absent: 'top' })), input: canaryInput.extend({ id: idSchema }), output: canarySchema }),
  deleteCanaryConfig: consoleCall({ method: 'POST', path: '/resource/canaryMenuConfigs/delete', permission: 'uc:resource:edit', scope: scope.of(ref.canary('id')), input: z.object({ id: idSchema }), output: done }),
  /** Why a user does or does not see a menu (/apply/verification). */
  diagnosis: consoleCall({
    method: 'GET',
    path: '/resource/diagnosis',
    permission: 'uc:resource:diagnosis',
    scope: scope.list('a typed unit code outside the caller\'s units is answered as a unit that does not exist'),
    input: z.object({ unitCode: requiredText(30), userCode: requiredText(30), appCode: requiredText(30), resource: requiredText(60) }),
    output: diagnosisSchema,
  }),
};
