/** The system-parameter and password-strength calls' services (lib/contracts/options.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { optionCalls } from '@/lib/contracts/options';
import { passwordStrategy, savePasswordStrategy } from './password-strategy';
import { deleteSystemOption, deleteSystemOptions, querySystemOptions, syncSystemOption, updateOptionValue, updateSystemOption } from './system-options';

export const optionHandlers: ConsoleHandlers<typeof optionCalls> = {
  querySystemOptions,
  updateSystemOption,
  updateOptionValue,
  syncSystemOption,
  deleteSystemOption,
  deleteSystemOptions,
  passwordStrategy,
  savePasswordStrategy,
};
