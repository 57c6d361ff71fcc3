/**
 * System parameters (console.md /config/parameter-config; /sysOption/update, sync, updateValue,
 * querySystem, delete/{id}, DELETE /sysOption; 58002 on update: the client shows the message and
 * the call counts as not done) and the password-strength parameter (/password/update page:
 * PASSWORD_STRATEGY with value = pattern, remark = {"fruit":[rule indexes],"inputValue":n}).
 */
import { z } from 'zod';
import { integerInput, integerOr } from './numbers';
import { pagedSchema, pageQuerySchema, sortedPageQuery, SHAPE_PRESERVING } from './envelope';
import { consoleCall, done, idSchema, idsSchema, optionalText, textFilter } from './console-call';
import { ref, scope } from './scope';
import { maskOption } from '@/lib/security/secret-values';

export const optionCodeSchema = z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/);

export const systemOptionRowSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    value: z.string(),
    remark: z.string(),
    appCode: z.string(),
    halt: z.boolean(),
    sort: z.number().int(),
    /** Units with a value of their own for this code. */
    unitOverrides: z.number().int(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  // Secrets are write-only: whatever a backend answers, the browser gets the marker (docs/decisions/092).
  .transform(maskOption)
  .meta(SHAPE_PRESERVING);
export type SystemOptionRow = z.infer<typeof systemOptionRowSchema>;

export const passwordStrategyInput = z.object({
  /** null or absent: the system-level default; otherwise the unit's own strategy. */
  unitId: idSchema.nullish().transform((v) => v ?? null),
  /** Complexity must be chosen: rule indexes (portal.md section 5) numbers, capitals, lowercase, special symbols, special symbols or letters. */
  fruit: z.array(integerInput(0, 4)).min(1).max(5),
  /** Length: a positive integer of at least 6. */
  inputValue: integerInput(6, 64),
});

export const passwordStrategySchema = z.object({
  unitId: z.number().int().nullable(),
  fruit: z.array(z.number().int()),
  inputValue: z.number().int(),
  pattern: z.string(),
  /** Where the strategy in force comes from: the unit's row, the system row, or none (the product's default rule). */
  source: z.enum(['UNIT', 'SYSTEM', 'NONE']),
});
export type PasswordStrategyView = z.infer<typeof passwordStrategySchema>;

const optionFields = {
  code: optionCodeSchema,
  name: optionalText(60),
  value: z.string().max(2000).default(''),
  remark: optionalText(2000),
  appCode: optionalText(30),
  halt: z.boolean().default(false),
  sort: integerOr(0, 999_999, 0),
};

export const optionCalls = {
  querySystemOptions: consoleCall({
    method: 'GET',
    path: '/sysOption/querySystem',
    permission: 'uc:param:list',
    scope: scope.platform('system-level parameters are the platform\'s (uc:param:*)'),
    input: sortedPageQuery(['code', 'name', 'updatedAt']).extend({ code: textFilter(60), name: textFilter(60), appCode: textFilter(30) }),
    output: pagedSchema(systemOptionRowSchema),
  }),
  /** Creates (no id) or changes a system parameter; 58002 when it cannot be saved as given. */
  updateSystemOption: consoleCall({
    method: 'POST',
    path: '/sysOption/update',
    permission: 'uc:param:edit',
    scope: scope.platform('system-level parameters are the platform\'s (uc:param:*)', ref.systemOption('id')),
    input: z.object({ id: idSchema.optional(), ...optionFields }),
    output: systemOptionRowSchema,
  }),
  updateOptionValue: consoleCall({
    method: 'POST',
    path: '/sysOption/updateValue',
    permission: 'uc:param:edit',
    scope: scope.platform('system-level parameters are the platform\'s (uc:param:*)', ref.systemOption('id')),
    input: z.object({ id: idSchema, value: z.string().max(2000) }),
    output: systemOptionRowSchema,
  }),
  /** Copies a system parameter's value to units (their own rows), or to every unit already overriding it. */
  syncSystemOption: consoleCall({
    method: 'POST',
    path: '/sysOption/sync',
    permission: 'uc:param:edit',
    scope: scope.of(ref.systemOption('id'), ref.unit('unitIds')),
    input: z.object({ id: idSchema, unitIds: idsSchema.max(5000).optional() }),
    output: z.object({ synced: z.number().int() }),
  }),
  deleteSystemOption: consoleCall({ method: 'GET', path: '/sysOption/delete/:id', permission: 'uc:param:edit', scope: scope.platform('system-level parameters are the platform\'s (uc:param:*)', ref.systemOption('id')), sameOriginOnly: true, input: z.object({ id: idSchema }), output: done }),
  deleteSystemOptions: consoleCall({ method: 'DELETE', path: '/sysOption', permission: 'uc:param:edit', scope: scope.platform('system-level parameters are the platform\'s (uc:param:*)', ref.systemOption('ids')), input: z.object({ ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), idsSchema.min(1).max(500)) }), output: z.object({ deleted: z.number().int() }) }),
  passwordStrategy: consoleCall({
    method: 'GET',
    path: '/sysOption/passwordStrategy',
    permission: 'uc:password:strategy',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema.optional() }),
    output: passwordStrategySchema,
  }),
  savePasswordStrategy: consoleCall({ method: 'POST', path: '/sysOption/passwordStrategy', permission: 'uc:password:strategy', scope: scope.of(ref.unit('unitId', { absent: 'top' })), input: passwordStrategyInput, output: passwordStrategySchema }),
};
