/** The login-security and login-limit calls' services (lib/contracts/login-security.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { loginLimitCalls, loginSecurityCalls } from '@/lib/contracts/login-security';
import { addExemptUsers, deleteExemptUser, listExemptUsers } from './exempt-users';
import { deleteIpWhiteGroup, listIpWhiteGroups, saveIpWhiteGroup } from './ip-white-groups';
import { createLoginLimit, deleteLoginLimit, listLoginLimits, updateLoginLimit } from './login-limits';
import { myScreenLock, unlockScreen } from './screen-lock';
import { addSmsUsers, deleteSmsUser, listSmsUsers } from './sms-users';
import { saveGlobalSwitch, saveIpWhiteEnabled, saveLockScreen, saveMobileValidation, saveOverwrite, securitySetting } from './setting';

export const loginSecurityHandlers: ConsoleHandlers<typeof loginSecurityCalls> = {
  securitySetting,
  saveGlobalSwitch,
  saveIpWhiteEnabled,
  listIpWhiteGroups,
  saveIpWhiteGroup,
  deleteIpWhiteGroup,
  saveMobileValidation,
  saveLockScreen,
  saveOverwrite,
  listExemptUsers,
  addExemptUsers,
  deleteExemptUser,
  listSmsUsers,
  addSmsUsers,
  deleteSmsUser,
  myScreenLock,
  unlockScreen,
};

export const loginLimitHandlers: ConsoleHandlers<typeof loginLimitCalls> = {
  listLoginLimits,
  createLoginLimit,
  updateLoginLimit,
  deleteLoginLimit,
};
