/**
 * `npm run secrets:reseal`: seals the parameters' secrets under the current key now (every start
 * does it too): plaintext left from before decision 092 and values sealed under a key listed in
 * SECRETS_KEY_PREVIOUS. After a key change, run it (or restart), then drop the old key.
 */
import { getPrisma } from '../lib/db/client';
import { scriptEnv, sealParameterSecrets } from './prepare-env';

async function main() {
  const e = await scriptEnv();
  await sealParameterSecrets(getPrisma(), e);
  console.log('Every readable parameter secret is sealed under the current key.');
  await getPrisma().$disconnect();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
