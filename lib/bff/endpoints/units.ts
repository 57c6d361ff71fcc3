/** Unit calls (lib/contracts/units.ts). */
import { unitCalls } from '@/lib/contracts/units';
import { consoleEndpoints } from './console-endpoint';

export const unitEndpoints = consoleEndpoints(unitCalls);
