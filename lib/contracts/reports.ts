/**
 * Reports (console.md /report/myReport, reportCenter, openReport; /report/collect/list, update,
 * /resource/report/reports, subCategories, categoryTree, /user/getReportByToken): reports are
 * resources of kind REPORT in a category tree; a user sees and opens those they hold. The built-in
 * operational reports (sign-ins, failures and lockouts, application use, active sessions) answer
 * their data at /report/data and export at /report/export (docs/decisions/063).
 */
import { z } from 'zod';
import { pagedSchema, sortedPageQuery } from './envelope';
import { consoleCall, done, idSchema, textFilter } from './console-call';
import { ref, scope } from './scope';
import { fileSchema } from './users';

export const BUILTIN_REPORTS = ['uc_rpt_login_stat', 'uc_rpt_lock_stat', 'uc_rpt_app_use', 'uc_rpt_user_active'] as const;
export type BuiltinReport = (typeof BUILTIN_REPORTS)[number];

export interface ReportCategoryNode {
  key: string;
  /** Category id; null for an application's root. */
  id: number | null;
  appId: number;
  title: string;
  /** Reports the caller holds in this category and below. */
  count: number;
  children: ReportCategoryNode[];
}
export const reportCategoryNodeSchema: z.ZodType<ReportCategoryNode> = z.lazy(() =>
  z.object({ key: z.string(), id: z.number().int().nullable(), appId: z.number().int(), title: z.string(), count: z.number().int(), children: z.array(reportCategoryNodeSchema) }),
);

export const reportRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  appCode: z.string(),
  appName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  address: z.string(),
  /** A chart the product draws itself. */
  builtin: z.boolean(),
  collected: z.boolean(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const day = z.iso.date();
export const reportDataInput = z
  .object({ code: z.enum(BUILTIN_REPORTS), dateStart: day, dateEnd: day, unitId: idSchema.optional() })
  .refine((v) => v.dateStart <= v.dateEnd, { path: ['dateEnd'], message: 'order' })
  // A quarter at most: the figures are counted from the log rows of the range.
  .refine((v) => Date.parse(v.dateEnd) - Date.parse(v.dateStart) <= 92 * 86_400_000, { path: ['dateEnd'], message: 'range' });

export const reportDataSchema = z.object({
  code: z.string(),
  /** Column keys of `rows` in order (their headers are console.reports.col.<key>). */
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The chart: categories on the x axis, one series per name. */
  chart: z.object({ kind: z.enum(['line', 'bar']), categories: z.array(z.string()), series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })) }),
});
export type ReportData = z.infer<typeof reportDataSchema>;

export const reportCalls = {
  reportCategoryTree: consoleCall({ method: 'GET', path: '/resource/report/categoryTree', permission: null, scope: scope.self('the report catalogue narrowed to the reports the caller holds'), input: z.object({}), output: z.array(reportCategoryNodeSchema) }),
  reportSubCategories: consoleCall({
    method: 'GET',
    path: '/resource/report/subCategories',
    permission: null,
    scope: scope.self('the report catalogue narrowed to the reports the caller holds', ref.exists('app', 'appId')),
    input: z.object({ parentId: idSchema.optional(), appId: idSchema.optional() }),
    output: z.array(reportCategoryNodeSchema),
  }),
  listReports: consoleCall({
    method: 'POST',
    path: '/resource/report/reports',
    permission: null,
    scope: scope.self('the reports the caller holds', ref.exists('app', 'appId')),
    input: sortedPageQuery(['title']).extend({ categoryId: idSchema.optional(), appId: idSchema.optional(), keyword: textFilter(60) }),
    output: pagedSchema(reportRowSchema),
  }),
  listCollectedReports: consoleCall({ method: 'POST', path: '/report/collect/list', permission: null, scope: scope.self('the caller\'s own collection'), input: z.object({}), output: z.array(reportRowSchema) }),
  collectReport: consoleCall({ method: 'POST', path: '/report/collect/update', permission: null, scope: scope.self('the caller\'s own collection of a report they hold', ref.exists('resource', 'resourceId')), input: z.object({ resourceId: idSchema, collected: z.boolean() }), output: done }),
  /** A report the caller may open (their rights at this moment), by its code. */
  reportByToken: consoleCall({ method: 'GET', path: '/user/getReportByToken', permission: null, scope: scope.self('a report the caller holds'), input: z.object({ code: z.string().trim().min(1).max(60) }), output: reportRowSchema }),
  reportData: consoleCall({ method: 'POST', path: '/report/data', permission: null, scope: scope.list('a report the caller holds, over the units they administer', ref.unit('unitId')), input: reportDataInput, output: reportDataSchema }),
  exportReport: consoleCall({ method: 'POST', path: '/report/export', permission: null, scope: scope.list('a report the caller holds, over the units they administer', ref.unit('unitId')), input: reportDataInput, output: fileSchema }),
};
