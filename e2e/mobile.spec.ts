/**
 * Bind mobile from the user menu (portal.md sections 5 and 9): the code arrives by SMS in the
 * development outbox, the bound number is shown masked, and it is the number the SMS step of the
 * next sign-in texts.
 */
import { expect, test } from '@playwright/test';
import { createAccount, e2eDb } from './support/db';
import { signInWithSmsCode } from './support/login';
import { ADMIN, signIn } from './support/shell';
import { E2E } from './support/constants';
import { jsonCall } from '../tests/support/http-call';

const SHOTS = 'tmp/e2e/screens';

/**
 * A console call of the super administrator, as the console page makes it: the server drops its
 * cached login rules of the unit on every write (a row written straight into the database would
 * not be seen by the next sign-in; docs/decisions/109).
 */
async function asAdmin(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const host = `uc.localhost:${E2E.port}`;
  const login = await jsonCall(E2E.port, { method: 'POST', path: '/api/uc/login', host, body: ADMIN });
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await jsonCall(E2E.port, { method, path: `/api/uc${path}`, host, headers: { cookie, origin: `http://${host}` }, ...(body === undefined ? {} : { body }) });
  const answer = JSON.parse(res.body) as { result: number; retVal: unknown };
  expect(answer.result, res.body).toBe(0);
  return answer.retVal;
}

test('a mobile number is bound with the code from the outbox, and the next SMS sign-in texts it', async ({ page, browser }) => {
  // HQ's seed: master switch on, SMS validation off; the fresh account alone is chosen below.
  const account = await createAccount({ unitCode: 'HQ' });
  const mobile = `136${String(Date.now()).slice(-8)}`;
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await signIn(page, 'sso', account, '/apps');

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '绑定手机' }).click();
  const dialog = page.getByRole('dialog', { name: '绑定手机' });
  const send = dialog.getByRole('button', { name: '获取验证码' });

  await dialog.getByLabel('手机号').fill('23800000000');
  await send.click();
  await expect(dialog.getByText('手机号为以1开头的11位数字')).toBeVisible();

  await dialog.getByLabel('手机号').fill(mobile);
  const sentAfter = new Date(Date.now() - 1000);
  await send.click();
  await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible();
  // The resend waits 60 s, counting down on the button.
  const resend = dialog.getByRole('button', { name: /^\d+s后重新发送$/ });
  await expect(resend).toBeDisabled();
  await expect.poll(async () => e2eDb().outboxMessage.count({ where: { channel: 'SMS', to: mobile, createdAt: { gte: sentAfter } } })).toBe(1);
  const sms = await e2eDb().outboxMessage.findFirstOrThrow({ where: { channel: 'SMS', to: mobile }, orderBy: { createdAt: 'desc' } });
  expect(sms.bodyText).toContain('绑定手机号');
  const code = /\d{6}/.exec(sms.bodyText ?? '')![0];
  await page.screenshot({ path: `${SHOTS}/mobile-bind-code-sent.png` });

  await dialog.getByLabel('短信验证码').fill(code);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('手机绑定成功')).toBeVisible();
  await expect(dialog.getByText('已绑定手机')).toBeVisible();
  await expect(dialog.getByText(masked)).toBeVisible();
  await expect(dialog.getByText('修改')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mobile-bound.png` });
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: account.id } })).mobile).toBe(mobile);

  // The unit chooses this user for SMS validation: the next sign-in texts the number just bound.
  const unitId = (await e2eDb().unit.findUniqueOrThrow({ where: { code: 'HQ' } })).id;
  await asAdmin('POST', '/loginValidation/smsUser', { unitId, userIds: [account.id], remark: 'e2e mobile binding' });
  const chosen = await e2eDb().loginSmsUser.findFirstOrThrow({ where: { unitId, userId: account.id } });
  try {
    await signInWithSmsCode(browser, account, mobile);
  } finally {
    await asAdmin('DELETE', `/loginValidation/smsUser/${chosen.id}`);
  }
});
