/**
 * `npm run oidc:rotate-keys`: a new signing key for the OpenID provider (docs/decisions/105). The
 * previous signing key stays published in the JWKS (tokens it signed still verify) until two more
 * rotations have passed. Instances pick the new key up at once when Redis carries the announcement,
 * else within a minute (lib/oidc/provider.ts).
 */
import { getPrisma } from '../lib/db/client';
import { RedisBus } from '../lib/infra/bus';
import { rotateSigningKeys } from '../lib/oidc/keys';
import { KEYS_CHANNEL } from '../lib/oidc/provider';
import { secretKeys } from '../lib/security/secret-box';
import { scriptEnv } from './prepare-env';

async function main() {
  const e = await scriptEnv();
  const db = getPrisma();
  const result = await rotateSigningKeys(db, secretKeys(e), new Date());
  console.log(`New signing key ${result.kid}; retired ${result.retired.join(', ') || 'none'}; removed ${result.removed.join(', ') || 'none'}.`);
  if (e.REDIS_URL) {
    const bus = RedisBus.connect(e.REDIS_URL, e.REDIS_PREFIX);
    await bus.publish(KEYS_CHANNEL, result.kid);
    await bus.close();
    console.log('Announced to the running instances.');
  } else {
    console.log('Running instances use it within a minute.');
  }
  await db.$disconnect();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
