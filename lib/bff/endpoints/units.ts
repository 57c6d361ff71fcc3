/** Unit calls (lib/contracts/units.ts). */
import { accessCalls } from '@/lib/contracts/access';
import { unitCalls } from '@/lib/contracts/units';
import { consoleEndpoints } from './console-endpoint';

export const unitEndpoints = consoleEndpoints({ ...accessCalls, ...unitCalls });
