/**
 * The production server of `npm start` without Next in the process (`startServer({ withNext:
 * false })`: the BFF and the live channel only, as the multi-instance tests run it). token-check.ts
 * measures it beside the real server to show what Next's presence in the process costs the BFF
 * (its AsyncLocalStorage promise hooks, its Date and nextTick patches; decision record 112).
 */
import { closeOnSignals, prepareEnvironment } from '../../scripts/prepare-env';

(process.env as Record<string, string>).NODE_ENV = 'production';
await prepareEnvironment({ seedWhenEmpty: true, production: true });
const { startServer } = await import('../../server');
closeOnSignals(await startServer({ dev: false, withNext: false }));
