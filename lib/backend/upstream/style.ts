/**
 * Style resources as pages use them, read from the upstream user-center (paths not shown by the
 * spec, chosen beside the console's /style calls, docs/decisions/066): a file as JSON with its
 * bytes in base64, a snippet as its text. The console's /style calls are forwarded like every
 * console call (console.ts); this process still serves both with its own headers and sandbox.
 */
import { z } from 'zod';
import type { StyleBackend } from '@/lib/backend/types';
import { APPLIED_STYLES_MAX, appliedStyleSchema } from '@/lib/contracts/style';
import { STYLE_FILE_TYPES, KIND_SEGMENTS } from '@/lib/style/kinds';
import type { UpstreamClient } from './client';

const assetRetVal = z.object({
  // Only the allow-list: an upstream answer cannot make this process serve HTML or script.
  contentType: z.enum(STYLE_FILE_TYPES),
  fileName: z.string().max(120).nullish(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  updatedAt: z.string().nullish(),
  data: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

const snippetRetVal = z.object({ content: z.string() });

const appliedRetVal = z.array(appliedStyleSchema).max(APPLIED_STYLES_MAX);

export function createUpstreamStyle(client: UpstreamClient): StyleBackend {
  return {
    async readAsset(ctx, input) {
      const a = await client.call(ctx, { method: 'GET', path: '/style/asset/:code', params: { code: input.code }, retVal: assetRetVal });
      return { contentType: a.contentType, fileName: a.fileName ?? input.code, sha256: a.sha256, updatedAt: a.updatedAt ?? new Date(0).toISOString(), data: new Uint8Array(Buffer.from(a.data, 'base64')) };
    },
    async readSnippet(ctx, input) {
      const s = await client.call(ctx, { method: 'GET', path: '/style/snippet/:kind/:code', params: { kind: KIND_SEGMENTS[input.kind], code: input.code }, retVal: snippetRetVal });
      return { kind: input.kind, code: input.code, content: s.content };
    },
    async listApplied(ctx, input) {
      const rows = await client.call(ctx, { method: 'GET', path: '/style/applied', query: { placement: input.placement, host: input.host }, retVal: appliedRetVal });
      // The page cleans a CSS text itself (lib/style/page-styles.ts), whichever backend answered.
      return rows;
    },
  };
}
