/**
 * Logo calls forwarded to the upstream user-center (portal.md section 7: GET /logo with code and
 * isIcon, the upload posted to /logo with code tabLogo whose retVal is the address, list and
 * delete by code). Files live on the upstream: its addresses are absolute, so readFile has nothing
 * to serve here.
 */
import { z } from 'zod';
import type { BrandBackend } from '@/lib/backend/types';
import { logoSchema, type Logo } from '@/lib/contracts/brand';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { UpstreamClient } from './client';
import { looseText, text } from './lenient';

const upstreamLogo = z.object({ code: looseText, descript: looseText, imageUrl: looseText, iconUrl: looseText });
const toLogo = (l: z.infer<typeof upstreamLogo>): Logo => ({ code: text(l.code), descript: text(l.descript), imageUrl: text(l.imageUrl), iconUrl: text(l.iconUrl) });

const logoRetVal = upstreamLogo.transform(toLogo).pipe(logoSchema).nullish().transform((l) => l ?? null);
const logosRetVal = z.array(upstreamLogo.transform(toLogo).pipe(logoSchema)).nullish().transform((l) => l ?? []);
/** The upload's retVal is the address; some services wrap it as {url}. */
const addressRetVal = z.union([z.string().min(1), z.object({ url: z.string().min(1) }).transform((o) => o.url)]);
const ignored = z.unknown();

export function createUpstreamBrand(client: UpstreamClient): BrandBackend {
  return {
    getLogo: (ctx, input) => client.call(ctx, { method: 'GET', path: '/logo', query: { code: input.code, isIcon: 'F' }, retVal: logoRetVal }),

    listLogos: (ctx) => client.call(ctx, { method: 'GET', path: '/logo/list', retVal: logosRetVal }),

    uploadLogo(ctx, input) {
      const form = new FormData();
      form.set('code', input.code);
      form.set('isIcon', input.isIcon);
      form.set('file', new Blob([Buffer.from(input.data, 'base64')]), input.fileName);
      return client.call(ctx, { method: 'POST', path: '/logo', body: form, retVal: addressRetVal });
    },

    async deleteLogo(ctx, input) {
      await client.call(ctx, { method: 'DELETE', path: '/logo/:code', params: { code: input.code }, query: { isIcon: input.isIcon }, retVal: ignored });
    },

    async readFile() {
      throw new AppError(ErrorCode.NOT_FOUND);
    },
  };
}
