/**
 * E-mail and SMS verification codes: six random digits, stored as an HMAC, single use, valid ten
 * minutes, five tries, one send per minute and twenty a day per address and purpose. Purposes where
 * a signed-in user picks the address (binding a mobile) are also held to one send per minute and
 * ten a day per user, so one account cannot text a list of numbers.
 *
 * Every limit is reserved in one atomic step before the work it guards, so requests sent at once
 * cannot all slip under it: sends reserve in the ephemeral store (INCR), tries reserve with one
 * conditional UPDATE of the code's row (attempts < limit), and the use itself is one conditional
 * UPDATE (usedAt still null) that only one caller can win.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export type CodePurpose = 'RESET_PASSWORD_EMAIL' | 'BIND_EMAIL' | 'LOGIN_SMS' | 'BIND_MOBILE';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_MAX_PER_DAY = 20;
export const USER_MAX_PER_DAY = 10;
/** Purposes whose sends are counted per user as well as per address. */
const PER_USER: ReadonlySet<CodePurpose> = new Set(['BIND_MOBILE']);
const DAY_MS = 86_400_000;

function digest(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');
}

async function refuseFor(deps: BuiltinDeps, key: string, fallbackMs: number): Promise<never> {
  const ttl = await deps.store.ttl(key);
  throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : fallbackMs) / 1000)) } });
}

/** Reserves one send to the address: one a minute, twenty a day (the day counts from the first send). */
async function reserveSend(deps: BuiltinDeps, purpose: CodePurpose, target: string, userId: number): Promise<void> {
  if (PER_USER.has(purpose)) {
    const userMinute = `code-send:um:${purpose}:${userId}`;
    if ((await deps.store.incr(userMinute, RESEND_AFTER_MS)) > 1) await refuseFor(deps, userMinute, RESEND_AFTER_MS);
    const userDay = `code-send:ud:${purpose}:${userId}`;
    if ((await deps.store.incr(userDay, DAY_MS)) > USER_MAX_PER_DAY) await refuseFor(deps, userDay, DAY_MS);
  }
  const minute = `code-send:m:${purpose}:${target}`;
  if ((await deps.store.incr(minute, RESEND_AFTER_MS)) > 1) await refuseFor(deps, minute, RESEND_AFTER_MS);
  const day = `code-send:d:${purpose}:${target}`;
  if ((await deps.store.incr(day, DAY_MS)) > CODE_MAX_PER_DAY) await refuseFor(deps, day, DAY_MS);
}

export async function issueCode(
  deps: BuiltinDeps,
  input: { purpose: CodePurpose; target: string; userId: number; ip: string },
): Promise<string> {
  const now = deps.now();
  const target = input.target.toLowerCase();
  await reserveSend(deps, input.purpose, target, input.userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomBytes(16).toString('hex');
  // A newer code replaces older ones of the same purpose and address.
  await deps.db.$transaction([
    deps.db.verificationCode.updateMany({ where: { purpose: input.purpose, target, usedAt: null }, data: { usedAt: now } }),
    deps.db.verificationCode.create({
      data: { id, purpose: input.purpose, target, userId: input.userId, codeHash: digest(deps.secret, id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now, ip: input.ip },
    }),
  ]);
  return code;
}

/** Checks and spends a code; throws 40109 when it is wrong, used, expired or tried too often. */
export async function consumeCode(
  deps: BuiltinDeps,
  input: { purpose: CodePurpose; target: string; userId: number; code: string },
): Promise<void> {
  const now = deps.now();
  const invalid = new AppError(ErrorCode.CODE_INVALID);
  const row = await deps.db.verificationCode.findFirst({
    where: { purpose: input.purpose, target: input.target.toLowerCase(), userId: input.userId, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, codeHash: true },
  });
  if (!row) throw invalid;
  // Reserve the try before comparing: of concurrent guesses at most CODE_MAX_TRIES get compared.
  const reserved = await deps.db.verificationCode.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (reserved.count !== 1) throw invalid;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(deps.secret, row.id, input.code.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  // Spend it: of concurrent right answers only the one whose update finds usedAt null wins.
  const { count } = await deps.db.verificationCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (count !== 1) throw invalid;
}
