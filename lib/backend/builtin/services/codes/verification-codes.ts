/**
 * E-mail and SMS verification codes: six random digits, stored as an HMAC, single use, valid ten
 * minutes, five wrong tries, one send per minute and twenty a day per address and purpose.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';

export type CodePurpose = 'RESET_PASSWORD_EMAIL' | 'BIND_EMAIL' | 'LOGIN_SMS';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
const MAX_TRIES = 5;
const MAX_PER_DAY = 20;

function digest(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');
}

export async function issueCode(
  deps: BuiltinDeps,
  input: { purpose: CodePurpose; target: string; userId: number; ip: string },
): Promise<string> {
  const now = deps.now();
  const target = input.target.toLowerCase();
  const recent = await deps.db.verificationCode.findMany({
    where: { purpose: input.purpose, target, createdAt: { gt: new Date(now.getTime() - 86_400_000) } },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: MAX_PER_DAY,
  });
  const last = recent[0];
  if (last && now.getTime() - last.createdAt.getTime() < RESEND_AFTER_MS) {
    throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: Math.ceil((RESEND_AFTER_MS - (now.getTime() - last.createdAt.getTime())) / 1000) } });
  }
  if (recent.length >= MAX_PER_DAY) throw new AppError(ErrorCode.RATE_LIMITED, { params: { seconds: 86_400 } });
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
  const row = await deps.db.verificationCode.findFirst({
    where: { purpose: input.purpose, target: input.target.toLowerCase(), userId: input.userId, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
  });
  const invalid = new AppError(ErrorCode.CODE_INVALID);
  if (!row || row.attempts >= MAX_TRIES) throw invalid;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(digest(deps.secret, row.id, input.code.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await deps.db.verificationCode.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
    throw invalid;
  }
  // Conditional update: of two concurrent uses only one succeeds.
  const { count } = await deps.db.verificationCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (count !== 1) throw invalid;
}
