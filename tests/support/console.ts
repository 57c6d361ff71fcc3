/** Console integration tests: browsers signed in to the user center as the demo administrators. */
import { afterAll, beforeAll, expect } from 'vitest';
import { Browser, type BffResponse } from './bff-client';
import { createHarness, type Harness } from './harness';
import { DEFAULT_DEMO_PASSWORD } from '@/prisma/seed/users';

export const UC_HOST = 'uc.localhost:3000';

const PASSWORDS: Record<string, string> = { 'HQ/admin': 'Admin@2026', 'HQ/support': 'Support@2026', 'H001/frontdesk': 'Hotel@2026', 'H002/helper': 'Helper@2026', 'H001/newbie': 'Newbie@2026' };

/** A browser on the user-center host signed in as unit/user (demo password unless given). */
export async function signIn(unitCode: string, userCode: string, password?: string): Promise<Browser> {
  const b = new Browser(UC_HOST);
  const res = await b.api('POST', '/login', { body: { unitCode, userCode, password: password ?? PASSWORDS[`${unitCode}/${userCode}`] ?? DEFAULT_DEMO_PASSWORD } });
  expect(res.body.result, `${unitCode}/${userCode} signs in: ${res.body.msg}`).toBe(0);
  return b;
}

/**
 * The three browsers most console tests need, signed in at once: the group's super administrator,
 * H001's unit administrator and an ordinary H001 user.
 */
export async function signInConsoleUsers(): Promise<[admin: Browser, h001admin: Browser, frontdesk: Browser]> {
  return Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin'), signIn('H001', 'frontdesk')]);
}

/** The envelope of a call that must succeed; its retVal. */
export function okOf<T>(res: BffResponse<T>): T {
  expect(res.body.result, res.body.msg).toBe(0);
  return res.body.retVal;
}

/** A call that must be refused with `code`. */
export function refusedWith(res: BffResponse, code: number): void {
  expect(res.body.result, `${res.body.msg}`).toBe(code);
}

export interface ConsoleSuite {
  h: Harness;
  admin: Browser;
  h001admin: Browser;
  frontdesk: Browser;
}

/**
 * A console test file's setup: a fresh harness and the three console users before its tests (then
 * `ready`, for the file's own lookups), the harness closed after them.
 */
export function consoleSuite(ready: (s: ConsoleSuite) => void | Promise<void>): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await createHarness();
    const [admin, h001admin, frontdesk] = await signInConsoleUsers();
    await ready({ h, admin, h001admin, frontdesk });
  });
  afterAll(async () => h?.close());
}
