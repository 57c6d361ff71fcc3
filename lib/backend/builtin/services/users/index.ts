/** The user, PMS and WeChat calls' services (lib/contracts/users.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { userCalls } from '@/lib/contracts/users';
import { listUsers, unitUsers } from './list-users';
import { addUser, checkUserCode, getUser, updateUser } from './save-user';
import { exportUsers, importTemplate, importUsers } from './user-excel';
import { saveUserGrants, userGrantTree } from './user-grants';
import { saveUserRoles, userRoles } from './user-roles';
import { batchStore, saveUserAuth, saveUserProjection, userAuth, userProjection } from './user-scope';
import { deleteUser, editReceiveMessage, lockUser, resetPasswordByAdmin, unlockUser, updateLogin } from './user-state';

export const userHandlers: ConsoleHandlers<typeof userCalls> = {
  listUsers,
  unitUsers,
  getUser,
  checkUserCode,
  addUser,
  updateUser,
  updateLogin,
  deleteUser,
  lockUser,
  unlockUser,
  resetPasswordByAdmin,
  editReceiveMessage,
  userRoles,
  saveUserRoles,
  userGrantTree,
  saveUserGrants,
  userAuth,
  saveUserAuth,
  userProjection,
  saveUserProjection,
  batchStore,
  exportUsers,
  importTemplate,
  importUsers,
};
