/** Raw argon2id verifications per second with the product's parameters: `tsx argon2-baseline.ts <seconds> <concurrency>`. */
import { hashPassword, verifyPassword } from '../../lib/security/password-hash';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 8);
const hash = await hashPassword('Admin@2026');
let n = 0;
const end = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      if (!(await verifyPassword(hash, 'Admin@2026'))) throw new Error('verification failed');
      n++;
    }
  }),
);
console.log(JSON.stringify({ rate: n / seconds }));
