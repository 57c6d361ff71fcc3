/**
 * `npm start` without the build: the same preparation (migrations, the seed of an empty database,
 * the demo-password refusal) and the same server.ts, serving the BFF only (no Next). For the test
 * that a production start on an empty database does not let the README's demo password in.
 */
import { prepareEnvironment } from '../../scripts/prepare-env';
import { startServer } from '../../server';

await prepareEnvironment({ seedWhenEmpty: true, production: true });
const server = await startServer({ dev: false, withNext: false });
console.log(`ready ${server.port}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
