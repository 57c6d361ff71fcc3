/** The department calls' services (lib/contracts/departments.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { departmentCalls } from '@/lib/contracts/departments';
import { deleteDept } from './delete-dept';
import { deptRoles, setDeptRoles } from './dept-roles';
import { deptTree } from './dept-tree';
import { batchDepts, saveDept } from './save-dept';

export const departmentHandlers: ConsoleHandlers<typeof departmentCalls> = { deptTree, saveDept, deleteDept, batchDepts, deptRoles, setDeptRoles };
