/**
 * Raw argon2id verifications per second with the product's parameters, straight through
 * @node-rs/argon2 (its own thread pool, no hash pool, no server): `tsx argon2-baseline.ts <seconds> <concurrency>`.
 */
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_PARAMS } from '../../lib/security/password-hash';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 8);
const stored = await hash('Bench@2026', ARGON2_PARAMS);
let n = 0;
const end = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      if (!(await verify(stored, 'Bench@2026', ARGON2_PARAMS))) throw new Error('verification failed');
      n++;
    }
  }),
);
console.log(JSON.stringify({ rate: n / seconds }));
