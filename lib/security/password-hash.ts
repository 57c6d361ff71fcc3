/**
 * Password hashing with argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). Unknown accounts
 * are verified against a dummy hash with the same parameters so they take as long as known ones.
 * The work runs in the hash pool's low-priority worker threads (hash-pool.ts, ADR 070).
 */
import type { Algorithm } from '@node-rs/argon2';
import { hashPool } from './hash-pool';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hashPool().run<string>({ op: 'hash', password, options: ARGON2_PARAMS });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await hashPool().run<boolean>({ op: 'verify', hash: storedHash, password, options: ARGON2_PARAMS });
  } catch {
    // A malformed stored hash is a failed verification, not an error for the caller.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real verification and always fails. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('concierge-dummy-password-' + Math.random());
  await verifyPassword(await dummy, password);
  return false;
}

/** Whether a stored hash was made with weaker parameters than today's (rehash on next login). */
export function needsRehash(storedHash: string): boolean {
  const m = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!m) return true;
  return Number(m[1]) < ARGON2_PARAMS.memoryCost || Number(m[2]) < ARGON2_PARAMS.timeCost;
}
