/** The application calls' services (lib/contracts/apps.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { appCalls } from '@/lib/contracts/apps';
import { appSteps, deleteApp, deleteMacro, deleteStep, listApps, macroConfigs, saveApp, saveMacro, saveStep } from './manage-apps';
import { clientSecretState, issueAppSecret, revokeAppSecret, saveRedirectOrigins } from './client-secrets-console';
import { openApp, openings } from './opening';
import { oidcClientState, saveOidcClient } from './oidc-client-console';
import { addTask, batchTasks, completeTask, deleteTask, haltTask, openTasks, retryTask, taskLogs, transferTask, updateTask } from './tasks';

export const appHandlers: ConsoleHandlers<typeof appCalls> = {
  listApps,
  saveApp,
  deleteApp,
  appSteps,
  saveStep,
  deleteStep,
  macroConfigs,
  saveMacro,
  deleteMacro,
  openings,
  openApp,
  openTasks,
  addTask,
  updateTask,
  batchTasks,
  deleteTask,
  completeTask,
  transferTask,
  haltTask,
  retryTask,
  taskLogs,
  clientSecretState,
  issueAppSecret,
  revokeAppSecret,
  saveRedirectOrigins,
  oidcClientState,
  saveOidcClient,
};
