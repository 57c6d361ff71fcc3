/**
 * Direct access to the end-to-end server's database, so tests can prepare their own accounts
 * instead of sharing (and wearing out) the demo ones.
 */
import { randomBytes } from 'node:crypto';
import { createPrismaClient, type Db } from '../../lib/db/client';
import { hashPassword } from '../../lib/security/password-hash';
import { E2E } from './constants';

let db: Db | undefined;
export function e2eDb(): Db {
  db ??= createPrismaClient(E2E.databaseUrl);
  return db;
}

export interface TestAccount {
  unitCode: string;
  userCode: string;
  password: string;
  email: string;
  id: number;
}

/** A fresh ordinary user of a unit, like a colleague an administrator just created. */
export async function createAccount(options: { unitCode?: string; firstLogin?: boolean; email?: boolean } = {}): Promise<TestAccount> {
  const prisma = e2eDb();
  const unitCode = options.unitCode ?? 'H001';
  const unit = await prisma.unit.findUniqueOrThrow({ where: { code: unitCode } });
  const userCode = `e2e_${randomBytes(4).toString('hex')}`;
  const password = 'Start@2026';
  const email = `${userCode}@concierge.local`;
  const frontdesk = await prisma.user.findFirstOrThrow({ where: { unitId: unit.id, code: 'frontdesk' } }).catch(() => null);
  const user = await prisma.user.create({
    data: {
      unitId: unit.id,
      deptId: frontdesk?.deptId ?? null,
      code: userCode,
      name: `测试用户${userCode.slice(-4)}`,
      passwordHash: await hashPassword(password),
      passwordChangedAt: options.firstLogin ? null : new Date(),
      firstLogin: options.firstLogin ?? false,
      email: options.email === false ? null : email,
      type: 'ORDINARY',
    },
  });
  // Same grants as the front desk so the account sees the same applications.
  if (frontdesk) {
    const roles = await prisma.userRole.findMany({ where: { userId: frontdesk.id } });
    for (const r of roles) await prisma.userRole.create({ data: { userId: user.id, roleId: r.roleId } });
  }
  return { unitCode, userCode, password, email, id: user.id };
}

/** Puts a seeded account back as the seed made it (password, first login, lock). */
export async function resetAccount(unitCode: string, userCode: string, password: string, firstLogin: boolean): Promise<void> {
  const prisma = e2eDb();
  const unit = await prisma.unit.findUniqueOrThrow({ where: { code: unitCode } });
  await prisma.user.update({
    where: { unitId_code: { unitId: unit.id, code: userCode } },
    data: { passwordHash: await hashPassword(password), firstLogin, locked: false, failedAttempts: 0, lastFailedAt: null, passwordChangeRequired: false },
  });
}

/** Ends every session of an account, as if its other devices had logged out. */
export async function endSessionsOf(unitCode: string, userCode: string): Promise<void> {
  const prisma = e2eDb();
  const unit = await prisma.unit.findUniqueOrThrow({ where: { code: unitCode } });
  const user = await prisma.user.findUniqueOrThrow({ where: { unitId_code: { unitId: unit.id, code: userCode } } });
  await prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date(), revokeReason: 'LOGOUT' } });
}
