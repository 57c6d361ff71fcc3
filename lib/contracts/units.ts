/** Units (console.md sections 2, 3 and 7): list, search, edit, copy, tree, opened applications, parameters, box. */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema, sortedPageQuery, SHAPE_PRESERVING } from './envelope';
import { integerOr } from './numbers';
import { consoleCall, done, idSchema, okIdSchema, optionalText, requiredText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { UNIT_CODE_PATTERN, UNIT_KINDS, UNIT_TYPES } from './console-enums';
import { maskOption } from '@/lib/security/secret-values';

export const unitTypeSchema = z.enum(UNIT_TYPES);
export const unitKindSchema = z.enum(UNIT_KINDS);

/** Unit codes are typed on the login screen: letters, digits, underscore and hyphen, up to 30. */
export const unitCodeSchema = z.string().trim().min(1).max(30).regex(UNIT_CODE_PATTERN);

export const unitRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  type: z.string(),
  kind: z.string(),
  parentId: z.number().int().nullable(),
  parentCode: z.string(),
  parentName: z.string(),
  logo: z.string(),
  theme: z.string(),
  status: z.string(),
  sort: z.number().int(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  contactName: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type UnitRow = z.infer<typeof unitRowSchema>;

export const unitBriefSchema = z.object({ id: z.number().int(), uuid: z.string(), code: z.string(), name: z.string(), type: z.string(), kind: z.string() });
export type UnitBrief = z.infer<typeof unitBriefSchema>;

export interface UnitTreeNode {
  id: number;
  uuid: string;
  code: string;
  name: string;
  type: string;
  kind: string;
  status: string;
  /** The caller administers this unit (nodes outside the scope are shown only as the path to it). */
  manageable: boolean;
  children: UnitTreeNode[];
}
export const unitTreeNodeSchema: z.ZodType<UnitTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    uuid: z.string(),
    code: z.string(),
    name: z.string(),
    type: z.string(),
    kind: z.string(),
    status: z.string(),
    manageable: z.boolean(),
    children: z.array(unitTreeNodeSchema),
  }),
);

const unitFields = {
  name: requiredText(60),
  shortName: optionalText(100),
  type: unitTypeSchema,
  kind: unitKindSchema.nullish().transform((v) => v ?? null),
  parentId: idSchema.nullish().transform((v) => v ?? null),
  logo: optionalText(500),
  theme: optionalText(30),
  status: statusSchema.default('ENABLED'),
  sort: integerOr(0, 999_999, 0),
  address: optionalText(200),
  phone: optionalText(30),
  email: z.union([z.literal(''), z.email().max(100)]).nullish().transform((v) => v || null),
  contactName: optionalText(30),
  remark: optionalText(500),
};
export const unitInputSchema = z.object({ code: unitCodeSchema, ...unitFields });
export type UnitInput = z.infer<typeof unitInputSchema>;

export const unitAppSchema = z.object({
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  isAdmin: z.boolean(),
  isAgentAdmin: z.boolean(),
  status: z.string(),
  openedAt: z.string(),
  openedBy: z.string(),
  expiresAt: z.string(),
});
export type UnitApp = z.infer<typeof unitAppSchema>;

export const unitOptionSchema = z
  .object({
    id: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    value: z.string(),
    remark: z.string(),
    halt: z.boolean(),
    /** Where the value comes from: the unit's own row, or the system default. */
    source: z.enum(['UNIT', 'SYSTEM']),
  })
  // Secrets are write-only: whatever a backend answers, the browser gets the marker (docs/decisions/092).
  .transform(maskOption)
  .meta(SHAPE_PRESERVING);
export type UnitOption = z.infer<typeof unitOptionSchema>;

export const unitBoxSchema = z.object({
  unit: unitRowSchema,
  users: z.number().int(),
  enabledUsers: z.number().int(),
  lockedUsers: z.number().int(),
  departments: z.number().int(),
  roles: z.number().int(),
  childUnits: z.number().int(),
  apps: z.array(unitAppSchema),
});
export type UnitBox = z.infer<typeof unitBoxSchema>;

const listUnitsInput = sortedPageQuery(['code', 'name', 'createdAt']).extend({
  code: textFilter(30),
  name: textFilter(60),
  type: unitTypeSchema.optional(),
  kind: unitKindSchema.optional(),
  status: statusSchema.optional(),
  parentId: idSchema.optional(),
  uuid: textFilter(40),
  /** Code or name fragment. */
  keyword: textFilter(60),
});

export const unitCalls = {
  listUnits: consoleCall({ method: 'POST', path: '/org/orgs', permission: 'uc:unit:list', scope: scope.list('units narrowed to those the caller administers', ref.unit('parentId')), input: listUnitsInput, output: pagedSchema(unitRowSchema) }),
  blurUnits: consoleCall({
    method: 'POST',
    path: '/org/orgs/blur',
    permission: 'uc:unit:list',
    scope: scope.list('units narrowed to those the caller administers'),
    input: pageQuerySchema.extend({ keyword: textFilter(60), type: unitTypeSchema.optional(), kind: unitKindSchema.optional() }),
    output: pagedSchema(unitBriefSchema),
  }),
  createUnit: consoleCall({ method: 'POST', path: '/org/unit', permission: 'uc:unit:edit', scope: scope.of(ref.unit('parentId', { absent: 'top' })), input: unitInputSchema, output: unitRowSchema }),
  updateUnit: consoleCall({ method: 'PUT', path: '/org/updateUnit', permission: 'uc:unit:edit', scope: scope.of(ref.unit('id')), input: unitInputSchema.extend({ id: idSchema }), output: unitRowSchema }),
  /** A unit's own profile (name, logo, theme, contact), edited by its administrators. */
  updateOrg: consoleCall({
    method: 'PUT',
    path: '/updateOrg',
    permission: 'uc:unit:params',
    scope: scope.of(ref.unit('id')),
    input: z.object({
      id: idSchema,
      name: unitFields.name,
      shortName: unitFields.shortName,
      logo: unitFields.logo,
      theme: unitFields.theme,
      address: unitFields.address,
      phone: unitFields.phone,
      email: unitFields.email,
      contactName: unitFields.contactName,
    }),
    output: unitRowSchema,
  }),
  deleteUnit: consoleCall({ method: 'DELETE', path: '/org/:id', permission: 'uc:unit:edit', scope: scope.of(ref.unit('id')), input: z.object({ id: idSchema }), output: done }),
  copyUnit: consoleCall({
    method: 'GET',
    path: '/copyUnit',
    permission: 'uc:unit:edit',
    scope: scope.of(ref.unit('id'), ref.unitParent('id')),
    sameOriginOnly: true,
    input: z.object({ id: idSchema, code: unitCodeSchema, name: requiredText(60) }),
    output: unitRowSchema,
  }),
  unitTree: consoleCall({
    method: 'GET',
    path: '/org/buildOrgTree',
    permission: 'uc:unit:list',
    scope: scope.list('the tree of the units the caller administers'),
    input: z.object({ type: unitTypeSchema.optional() }),
    output: z.array(unitTreeNodeSchema),
  }),
  unitChildNodes: consoleCall({
    method: 'GET',
    path: '/org/listChildNodes',
    permission: 'uc:unit:list',
    scope: scope.list('children narrowed to the units the caller administers', ref.unit('parentId')),
    input: z.object({ parentId: idSchema.optional() }),
    output: z.array(unitTreeNodeSchema),
  }),
  unitApps: consoleCall({ method: 'GET', path: '/org/unit/:id/app', permission: 'uc:unit:app', scope: scope.of(ref.unit('id')), input: z.object({ id: idSchema }), output: z.array(unitAppSchema) }),
  openedApps: consoleCall({ method: 'GET', path: '/:uuid/openedapps', permission: 'uc:unit:app', scope: scope.of(ref.unitUuid('uuid')), input: z.object({ uuid: z.string().trim().min(1).max(40) }), output: z.array(unitAppSchema) }),
  /** Opens (or changes) an application for a unit directly, without its opening steps. */
  saveUnitApp: consoleCall({
    method: 'POST',
    path: '/org/unit/:id/app',
    permission: 'uc:open:edit',
    scope: scope.of(ref.unit('id'), ref.app('appId')),
    input: z.object({
      id: idSchema,
      appId: idSchema,
      isAdmin: z.boolean().default(false),
      isAgentAdmin: z.boolean().default(false),
      status: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
      expiresAt: z.iso.date().nullish().transform((v) => v ?? null),
    }),
    output: unitAppSchema,
  }),
  removeUnitApp: consoleCall({ method: 'DELETE', path: '/org/unit/:id/app/:appId', permission: 'uc:open:edit', scope: scope.of(ref.unit('id'), ref.app('appId')), input: z.object({ id: idSchema, appId: idSchema }), output: done }),
  hotelGroup: consoleCall({
    method: 'GET',
    path: '/getHotelGroupCodeByHotelCode',
    permission: 'uc:unit:list',
    scope: scope.list('a typed hotel code outside the caller\'s units is answered as unknown'),
    input: z.object({ hotelCode: requiredText(30) }),
    output: z.object({ groupCode: z.string(), groupName: z.string() }).nullable(),
  }),
  unitOptions: consoleCall({ method: 'GET', path: '/sysOption/unitOptions', permission: 'uc:unit:params', scope: scope.of(ref.unit('unitId')), input: z.object({ unitId: idSchema }), output: z.array(unitOptionSchema) }),
  saveUnitOption: consoleCall({
    method: 'POST',
    path: '/sysOption/saveUnitOption',
    permission: 'uc:unit:params',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({
      unitId: idSchema,
      code: z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/),
      name: optionalText(60),
      value: z.string().max(2000).default(''),
      remark: optionalText(2000),
      halt: z.boolean().default(false),
    }),
    output: okIdSchema,
  }),
  unitBox: consoleCall({ method: 'GET', path: '/unit/box', permission: 'uc:unit:list', scope: scope.of(ref.unit('unitId')), input: z.object({ unitId: idSchema }), output: unitBoxSchema }),
};
