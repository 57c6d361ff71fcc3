/**
 * Translations (portal.md sections 2 and 7): every signed-in page pulls an application's texts
 * (incrementally by lastPullDate); translators with the language module save edits in batches.
 */
import { defineEndpoint, type EndpointContext } from '@/lib/bff/endpoint';
import { scope } from '@/lib/contracts/scope';
import { kvTranslatesQuerySchema, kvTranslatesResultSchema, translationBatchSchema } from '@/lib/contracts/translate';
import { z } from 'zod';
import { shellSettingsFor } from '@/lib/config/shell-settings';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { runtime } from '@/lib/server/runtime';

/** The translator permission (checked on the server by the backend's access check). */
export const TRANSLATOR_PERMISSION = 'uc:translate:edit';

const appCodeHeader = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/);

/** The spec sends the application as an `appCode` header; a query parameter or the host's application also do. */
function requestedApp(ctx: EndpointContext, fromQuery: string | undefined): string {
  const header = appCodeHeader.safeParse(ctx.request.headers.get('appcode') ?? undefined);
  return fromQuery ?? (header.success ? header.data : ctx.app.appCode);
}

export const kvTranslates = defineEndpoint({
  base: 'translate',
  method: 'GET',
  path: '/kv_translate/kv_translates',
  auth: 'session',
  input: kvTranslatesQuerySchema,
  output: kvTranslatesResultSchema,
  async handler({ input, ctx }) {
    return ctx.backend.translate.list(ctx.call, {
      appCode: requestedApp(ctx, input.appCode),
      locale: input.lang ?? ctx.locale,
      since: input.lastPullDate ? new Date(input.lastPullDate) : undefined,
    });
  },
});

export const saveTranslationBatch = defineEndpoint({
  base: 'translate',
  method: 'POST',
  path: '/kv_translate/batch',
  auth: 'session',
  permission: TRANSLATOR_PERMISSION,
  scope: scope.platform('the texts of the application this host serves (checked by the handler)'),
  input: translationBatchSchema,
  output: z.null(),
  async handler({ input, ctx }) {
    // Translation editing needs the language module (portal.md section 6) ...
    const { features } = shellSettingsFor(runtime().config, ctx.app);
    if (!features.language || !features.translate) throw new AppError(ErrorCode.FORBIDDEN);
    // ... and edits the texts of the application this host serves, not another one's.
    if (input.appCode !== ctx.app.appCode) throw new AppError(ErrorCode.FORBIDDEN);
    await ctx.backend.translate.saveBatch(ctx.call, input);
    return null;
  },
});
