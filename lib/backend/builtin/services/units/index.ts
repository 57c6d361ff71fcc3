/** The unit calls' services (lib/contracts/units.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { unitCalls } from '@/lib/contracts/units';
import { copyUnit } from './copy-unit';
import { deleteUnit } from './delete-unit';
import { blurUnits, listUnits } from './list-units';
import { createUnit, updateOrg, updateUnit } from './save-unit';
import { openedApps, removeUnitApp, saveUnitApp, unitApps } from './unit-apps';
import { hotelGroup, saveUnitOption, unitBox, unitOptions } from './unit-lookups';
import { unitChildNodes, unitTree } from './unit-tree';

export const unitHandlers: ConsoleHandlers<typeof unitCalls> = {
  listUnits,
  blurUnits,
  createUnit,
  updateUnit,
  updateOrg,
  deleteUnit,
  copyUnit,
  unitTree,
  unitChildNodes,
  unitApps,
  openedApps,
  saveUnitApp,
  removeUnitApp,
  hotelGroup,
  unitOptions,
  saveUnitOption,
  unitBox,
};
