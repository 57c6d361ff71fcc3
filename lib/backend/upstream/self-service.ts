/** Self-service calls of a signed-in user, forwarded to the upstream user-center. */
import { z } from 'zod';
import type { SelfServiceBackend } from '@/lib/backend/types';
import { emailInfoSchema, mobileBindCodeResultSchema, mobileInfoSchema, permissionCheckResultSchema } from '@/lib/contracts/self-service';
import { isAppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { UpstreamClient } from './client';
import { domainRetVal, loginUnitRetVal, loginUnitsRetVal, orgRetVal, systemOptionRetVal } from './shapes';

const ignored = z.unknown();

export function createUpstreamSelfService(client: UpstreamClient): SelfServiceBackend {
  return {
    async updateUserPassword(ctx, input) {
      await client.call(ctx, { method: 'POST', path: '/user/updateUserPassword', body: { passwdOld: input.passwdOld, passwd: input.passwd }, retVal: ignored });
    },

    async cancelPasswordChange(ctx) {
      await client.call(ctx, { method: 'POST', path: '/user/cancelUpdatePassword', retVal: ignored });
    },

    possibleLoginUnits: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: '/user/possibleLoginUnits', query: { search: input.search }, retVal: loginUnitsRetVal }),

    getBackgroundUnit: (ctx) => client.call(ctx, { method: 'GET', path: '/user/getBackgroundUnit', retVal: loginUnitRetVal }),

    async emailResetCode(ctx, input) {
      await client.call(ctx, { method: 'POST', path: '/user/emailResetCode', body: { id: input.id, email: input.email }, retVal: ignored });
    },

    async resetEmail(ctx, input) {
      const body = { email: input.email, validateCode: input.validateCode, id: input.id };
      await client.call(ctx, { method: 'POST', path: '/user/resetEmail', body, retVal: ignored });
    },

    getEmail: (ctx) => client.call(ctx, { method: 'GET', path: '/user/email', retVal: emailInfoSchema }),

    // portal.md names no paths for mobile binding: these mirror the e-mail calls (docs/decisions/102).
    mobileBindCode: (ctx, input) =>
      client.call(ctx, { method: 'POST', path: '/user/mobileBindCode', body: { id: input.id, mobile: input.mobile }, retVal: mobileBindCodeResultSchema }),

    async bindMobile(ctx, input) {
      const body = { mobile: input.mobile, validateCode: input.validateCode, id: input.id };
      await client.call(ctx, { method: 'POST', path: '/user/bindMobile', body, retVal: ignored });
    },

    getMobile: (ctx) => client.call(ctx, { method: 'GET', path: '/user/mobile', retVal: mobileInfoSchema }),

    unitParam: (ctx, input) =>
      client.call(ctx, {
        method: 'GET',
        path: '/sysOption/unit',
        query: { code: input.code, unitCode: input.unitCode },
        retVal: systemOptionRetVal(input.code),
      }),

    async orgByCode(ctx, input) {
      try {
        return await client.call(ctx, { method: 'GET', path: '/org/code/:code', params: { code: input.code }, retVal: orgRetVal });
      } catch (e) {
        // Tolerated (console.md section 8): 50001 here means "no such unit", not "session invalid".
        if (isAppError(e) && e.code === ErrorCode.SESSION_INVALID) return null;
        throw e;
      }
    },

    checkPermission: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: '/user/checkPermission', query: { identity: input.identity }, retVal: permissionCheckResultSchema }),

    domainByHost: (ctx, input) =>
      client.call(ctx, { method: 'GET', path: '/domain/findByUrl', query: { url: input.host }, retVal: domainRetVal }),
  };
}
