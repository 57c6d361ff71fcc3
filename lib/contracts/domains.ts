/**
 * The domain list (/config/domain-list): per-host login and shell branding. console.md: "domain
 * list/save/update/find by url/check exist; paths: not shown" (docs/decisions/062); find by url is
 * the portal's public GET /domain/findByUrl.
 */
import { z } from 'zod';
import { domainInfoSchema } from './self-service';
import { pagedSchema, pageQuerySchema, sortedPageQuery } from './envelope';
import { consoleCall, idSchema, optionalText, statusSchema, textFilter } from './console-call';
import { ref, scope } from './scope';

/** A host name without scheme, path or port: pages look their record up by host name alone, whatever the port. */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/)
  .transform((v) => v.split(':')[0]!);

/** An address of an image or a page: a path of this site or an http(s) URL. */
const addressSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v), { message: 'address' })
  .nullish()
  .transform((v) => v || null);

/** A domain's record: what its login page reads (domainInfoSchema), and who owns and changed it. */
export const domainRowSchema = domainInfoSchema.extend({
  id: z.number().int(),
  host: z.string(),
  orgCode: z.string(),
  unitName: z.string(),
  appCode: z.string(),
  status: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type DomainRow = z.infer<typeof domainRowSchema>;

const domainFields = z.object({
  host: hostSchema,
  orgCode: optionalText(30),
  appCode: optionalText(30),
  title: optionalText(100),
  logoUrl: addressSchema,
  backgroundUrl: addressSchema,
  copyRight: optionalText(200),
  loginPage: addressSchema,
  frontProps: z
    .record(z.string().trim().min(1).max(60), z.string().max(500))
    .default({})
    .refine((v) => Object.keys(v).length <= 30, { message: 'tooMany' })
    .refine((v) => !v.newFrameworkUrl || /^https?:\/\/[^\s]+$/i.test(v.newFrameworkUrl) || v.newFrameworkUrl.startsWith('/'), { message: 'address' }),
  status: statusSchema.default('ENABLED'),
});

export const domainCalls = {
  listDomains: consoleCall({
    method: 'POST',
    path: '/domain/list',
    permission: 'uc:domain:list',
    scope: scope.platform('login-page domains are the platform\'s (uc:domain:*)'),
    input: sortedPageQuery(['host', 'title', 'updatedAt']).extend({ host: textFilter(253), orgCode: textFilter(30), title: textFilter(100) }),
    output: pagedSchema(domainRowSchema),
  }),
  saveDomain: consoleCall({ method: 'POST', path: '/domain/save', permission: 'uc:domain:edit', scope: scope.platform('login-page domains are the platform\'s (uc:domain:*)'), input: domainFields, output: domainRowSchema }),
  updateDomain: consoleCall({ method: 'POST', path: '/domain/update', permission: 'uc:domain:edit', scope: scope.platform('login-page domains are the platform\'s (uc:domain:*)', ref.domain('id')), input: domainFields.extend({ id: idSchema }), output: domainRowSchema }),
  /** Whether a host is free for a new record (or for record `id`). */
  checkDomain: consoleCall({ method: 'GET', path: '/domain/check', permission: 'uc:domain:list', scope: scope.platform('login-page domains are the platform\'s (uc:domain:*)', ref.domain('id')), input: z.object({ host: hostSchema, id: idSchema.optional() }), output: z.object({ available: z.boolean() }) }),
};
