/** The report calls' services (lib/contracts/reports.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { reportCalls } from '@/lib/contracts/reports';
import { collectReport, listCollectedReports, listReports, reportByToken, reportCategoryTree, reportSubCategories } from './catalogue';
import { exportReport, reportData } from './report-data';

export const reportHandlers: ConsoleHandlers<typeof reportCalls> = {
  reportCategoryTree,
  reportSubCategories,
  listReports,
  listCollectedReports,
  collectReport,
  reportByToken,
  reportData,
  exportReport,
};
