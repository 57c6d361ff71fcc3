/**
 * PMS calls: the accounts of a user (console.md section 7: /pms/findDepts, findPmsUserDetail,
 * saveMappings, bindUser, deleteMapping), and the apps home's hotel list and desktop-client token
 * (portal.md sections 2 and 7: /pms/listHotels, /pms/token).
 */
import { z } from 'zod';
import { consoleCall, done, idSchema, optionalText } from './console-call';
import { ref, scope } from './scope';
import { pageQuerySchema } from './envelope';
import { PMS_CODE_PATTERN } from './console-enums';

export const pmsCodeSchema = z.string().trim().min(1).max(30).regex(PMS_CODE_PATTERN);

export const pmsMappingSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  pmsHotelCode: z.string(),
  pmsUserCode: z.string(),
  pmsUserName: z.string(),
  pmsDeptCode: z.string(),
  userId: z.number().int().nullable(),
  userCode: z.string(),
  userName: z.string(),
});
export type PmsMapping = z.infer<typeof pmsMappingSchema>;

export const pmsCalls = {
  /** The PMS departments known for a unit (from its imported accounts). */
  pmsDepts: consoleCall({
    method: 'GET',
    path: '/pms/findDepts',
    permission: 'uc:user:pms',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({ unitId: idSchema }),
    output: z.array(z.object({ code: z.string(), accounts: z.number().int() })),
  }),
  /** The PMS accounts bound to a user, and the unit's accounts still free to bind. */
  pmsUserDetail: consoleCall({
    method: 'GET',
    path: '/pms/findPmsUserDetail',
    permission: 'uc:user:pms',
    scope: scope.of(ref.user('userId')),
    input: z.object({ userId: idSchema }),
    output: z.object({ bound: z.array(pmsMappingSchema), free: z.array(pmsMappingSchema) }),
  }),
  /** Imports PMS accounts of a hotel: codes of letters, digits and underscore up to 30, no conflicts (40003 names them). */
  savePmsMappings: consoleCall({
    method: 'POST',
    path: '/pms/saveMappings',
    permission: 'uc:user:pms',
    scope: scope.of(ref.unit('unitId')),
    input: z.object({
      unitId: idSchema,
      pmsHotelCode: pmsCodeSchema,
      items: z.array(z.object({ pmsUserCode: pmsCodeSchema, pmsUserName: optionalText(60), pmsDeptCode: z.union([z.literal(''), pmsCodeSchema]).nullish().transform((v) => v || null) })).min(1).max(2000),
    }),
    output: z.object({ created: z.number().int() }),
  }),
  bindPmsUser: consoleCall({ method: 'POST', path: '/pms/bindUser', permission: 'uc:user:pms', scope: scope.of(ref.pmsMapping('mappingId'), ref.user('userId')), input: z.object({ mappingId: idSchema, userId: idSchema }), output: pmsMappingSchema }),
  deletePmsMapping: consoleCall({ method: 'POST', path: '/pms/deleteMapping', permission: 'uc:user:pms', scope: scope.of(ref.pmsMapping('id')), input: z.object({ id: idSchema, unbindOnly: z.boolean().default(false) }), output: done }),
};

// The apps home's through-app modal.
const code = z.string().trim().min(1).max(60);

export const hotelRowSchema = z.object({ code: z.string(), descript: z.string() });
export type HotelRow = z.infer<typeof hotelRowSchema>;

export const listHotelsQuerySchema = pageQuerySchema.extend({
  /** Code or name, contained. */
  search: z.string().trim().max(60).default(''),
});

export const pmsTokenQuerySchema = z.object({ appCode: code, hotelCode: code });
export const pmsTokenResultSchema = z.object({ token: z.string(), expiresIn: z.number().int() });
export type PmsToken = z.infer<typeof pmsTokenResultSchema>;
