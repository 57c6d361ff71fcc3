/** PMS calls forwarded to the upstream user-center (portal.md section 7: GET /pms/listHotels, /pms/token). */
import { z } from 'zod';
import type { PmsBackend } from '@/lib/backend/types';
import { hotelRowSchema, pmsTokenResultSchema } from '@/lib/contracts/pms';
import type { UpstreamClient } from './client';
import { looseInt, looseText, int, text } from './lenient';

const hotel = z
  .object({ code: looseText, descript: looseText, name: looseText })
  .transform((h) => ({ code: text(h.code), descript: text(h.descript ?? h.name) }))
  .pipe(hotelRowSchema);

/** A paged answer, or a bare list (then the page is all there is). */
const hotelsRetVal = z.union([
  z.object({ datas: z.array(hotel).nullish(), totalRows: looseInt }).transform((p) => ({ datas: p.datas ?? [], totalRows: int(p.totalRows, p.datas?.length ?? 0) })),
  z.array(hotel).transform((datas) => ({ datas, totalRows: datas.length })),
]);

/** The token as a bare string or as {token, expiresIn}. */
const tokenRetVal = z
  .union([z.string().min(1).transform((token) => ({ token, expiresIn: 120 })), z.object({ token: z.string().min(1), expiresIn: looseInt }).transform((t) => ({ token: t.token, expiresIn: int(t.expiresIn, 120) }))])
  .pipe(pmsTokenResultSchema);

export function createUpstreamPms(client: UpstreamClient): PmsBackend {
  return {
    listHotels: (ctx, input) =>
      client.call(ctx, {
        method: 'GET',
        path: '/pms/listHotels',
        query: { firstResult: input.firstResult, pageSize: input.pageSize, search: input.search },
        retVal: hotelsRetVal,
      }),
    token: (ctx, input) => client.call(ctx, { method: 'GET', path: '/pms/token', query: { appCode: input.appCode, hotelCode: input.hotelCode }, retVal: tokenRetVal }),
  };
}
