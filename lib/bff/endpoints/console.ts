/** Every console call as a BFF endpoint (declarations in lib/contracts/console.ts, one per call). */
import { consoleCalls } from '@/lib/contracts/console';
import { consoleEndpoints } from './console-endpoint';

export const consoleEndpointList = consoleEndpoints(consoleCalls);
