/**
 * Style resources (/style/file, /style/html, /style/css, /style/javascript, /style/vue, /uilib/ui):
 * uploaded files and snippets the login pages and the shell use. Paths are not shown by the spec
 * (docs/decisions/066).
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, done, flagInput, idSchema, optionalText, requiredText, textFilter } from './console-call';
import { ref, scope } from './scope';
import { hostSchema } from './domains';
import { STYLE_CODE_PATTERN, STYLE_KINDS, STYLE_SNIPPET_MAX_CHARS, type SnippetKind } from '@/lib/style/kinds';

export const styleKindSchema = z.enum(STYLE_KINDS);
const styleCode = z.string().trim().min(1).max(60).regex(STYLE_CODE_PATTERN);
/** A code in a public address (/style-assets/{code}, /style-frame/{kind}/{code}): exactly as stored, no trimming. */
export const styleAddressCodeSchema = z.string().min(1).max(60).regex(STYLE_CODE_PATTERN);

export const styleRowSchema = z.object({
  id: z.number().int(),
  kind: styleKindSchema,
  code: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  fileName: z.string(),
  unitId: z.number().int().nullable(),
  unitCode: z.string(),
  unitName: z.string(),
  host: z.string(),
  enabled: z.boolean(),
  /** Put on the login pages (of its domain and unit) and in the shell (of its unit and the units below it). */
  onLogin: z.boolean(),
  inShell: z.boolean(),
  remark: z.string(),
  /** Where pages use it: the file's public address, or the snippet's sandboxed frame. */
  address: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StyleRow = z.infer<typeof styleRowSchema>;

/** A row with its text (snippets; '' for files), for the edit form. */
export const styleDetailSchema = styleRowSchema.extend({ content: z.string() });
export type StyleDetail = z.infer<typeof styleDetailSchema>;

/** A file chosen in the form: its name and its bytes in base64 (no data: prefix). Size and type are the server's to judge. */
export const styleUploadSchema = z.object({
  fileName: z.string().trim().min(1).max(120),
  // Anything larger is refused by the BFF's body limit first (41300).
  data: z.string().min(4).max(1_400_000).regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

export const styleCalls = {
  listStyles: consoleCall({
    method: 'POST',
    path: '/style/list',
    permission: 'uc:style:list',
    scope: scope.list('style resources of the units the caller administers (platform-wide ones for those who administer every unit)'),
    input: sortedPageQuery(['code', 'name', 'updatedAt']).extend({ kind: styleKindSchema, code: textFilter(60), name: textFilter(100), enabled: flagInput.optional() }),
    output: pagedSchema(styleRowSchema),
  }),
  getStyle: consoleCall({ method: 'GET', path: '/style/:id', permission: 'uc:style:list', scope: scope.of(ref.style('id')), input: z.object({ id: idSchema }), output: styleDetailSchema }),
  /** Create (no id) or change (id); a file is required when creating a FILE, optional when changing one (the old bytes stay). */
  saveStyle: consoleCall({
    method: 'POST',
    path: '/style/save',
    permission: 'uc:style:edit',
    scope: scope.of(ref.style('id'), ref.unit('unitId', { absent: 'top' })),
    input: z.object({
      id: idSchema.optional(),
      kind: styleKindSchema,
      code: styleCode,
      name: requiredText(100),
      content: z.string().max(STYLE_SNIPPET_MAX_CHARS).optional(),
      file: styleUploadSchema.nullish(),
      unitId: idSchema.nullish().transform((v) => v ?? null),
      host: z.preprocess((v) => (v === '' ? null : v), hostSchema.nullish()).transform((v) => v ?? null),
      enabled: z.boolean().default(true),
      onLogin: z.boolean().default(false),
      inShell: z.boolean().default(false),
      remark: optionalText(200),
    }),
    output: styleRowSchema,
  }),
  enableStyle: consoleCall({ method: 'POST', path: '/style/enable', permission: 'uc:style:edit', scope: scope.of(ref.style('id')), input: z.object({ id: idSchema, enabled: z.boolean() }), output: styleRowSchema }),
  deleteStyle: consoleCall({ method: 'DELETE', path: '/style/:id', permission: 'uc:style:edit', scope: scope.of(ref.style('id')), input: z.object({ id: idSchema }), output: done }),
};

/** An uploaded file as /style-assets/{code} serves it. */
export interface StyleAsset {
  contentType: string;
  fileName: string;
  sha256: string;
  /** ISO time of the last change (Last-Modified). */
  updatedAt: string;
  data: Uint8Array;
}

/** A snippet as /style-frame/{kind}/{code} puts it in the sandbox. */
export interface StyleSnippet {
  kind: SnippetKind;
  code: string;
  content: string;
}

/** Where a page puts the resources meant for it. */
export const STYLE_PLACEMENTS = ['LOGIN', 'SHELL'] as const;
export type StylePlacement = (typeof STYLE_PLACEMENTS)[number];

/**
 * One resource a page puts on itself, in the order the page applies them (platform-wide first, then
 * the units from the top of the tree down; within each, those of every domain before the host's own),
 * so the more particular one wins the cascade. `content` is a CSS snippet's text (null otherwise);
 * the page builds the addresses from kind, code and hash itself.
 */
export const appliedStyleSchema = z.object({
  kind: styleKindSchema,
  code: styleAddressCodeSchema,
  name: z.string().max(100),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  content: z.string().max(STYLE_SNIPPET_MAX_CHARS).nullable(),
});
export type AppliedStyle = z.infer<typeof appliedStyleSchema>;
/** At most this many resources are put on one page (the first ones in the order above). */
export const APPLIED_STYLES_MAX = 30;
