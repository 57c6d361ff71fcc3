/**
 * Style resources (docs/decisions/066): an administrator adds an HTML snippet whose script tries
 * to read the session (cookie, local storage) and to call the API with it, and previews it before
 * saving. The script runs in the sandbox frame but gets nothing: it writes what it could read into
 * its own page, which the test reads from the frame.
 */
import { expect, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { signIn } from './support/shell';

const SNIPPET = `<p id="result">not run</p>
<script>
  var seen = [];
  try { seen.push('cookie=' + (document.cookie || 'empty')); } catch (e) { seen.push('cookie=blocked'); }
  try { seen.push('storage=' + localStorage.length); } catch (e) { seen.push('storage=blocked'); }
  var out = document.getElementById('result');
  out.textContent = 'ran: ' + seen.join(' ');
  fetch('/api/uc/user/consoleAccess', { credentials: 'include' })
    .then(function (r) { return r.text(); })
    .then(function (t) { out.textContent += ' api=' + t.slice(0, 60); }, function () { out.textContent += ' api=blocked'; });
</script>`;

test('a snippet previewed before saving runs in the sandbox and cannot reach the session', async ({ page }) => {
  const code = `e2e-probe-${Date.now().toString(36)}`;
  await signIn(page, 'uc', undefined, '/style/html');
  // The console's own page has the session: the probe would find something to steal.
  await page.evaluate(() => localStorage.setItem('style-e2e', 'secret'));
  await expect(page.getByText('HTML 片段').first()).toBeVisible();

  // The button opens the form from a click handler: a click before hydration does nothing.
  const add = page.getByRole('button', { name: /新\s*增/ });
  await expect.poll(() => add.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
  await add.click();
  const dialog = page.getByRole('dialog', { name: '新增 HTML 片段' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('编码').fill(code);
  await dialog.getByLabel('名称').fill('会话探测');
  await dialog.getByLabel('内容').fill(SNIPPET);
  await dialog.getByRole('button', { name: /预\s*览/ }).click();

  const frame = dialog.getByTitle('沙箱预览');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const result = frame.contentFrame().getByText(/^ran: /);
  await expect(result).toContainText('ran: cookie=blocked storage=blocked');
  await expect(result).toContainText('api=blocked');
  await expect(result).not.toContainText('secret');
  await page.screenshot({ path: 'tmp/e2e/screens/style-html-preview.png' });

  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  const saved = await e2eDb().styleResource.findUniqueOrThrow({ where: { kind_code: { kind: 'HTML', code } } });
  expect(saved.content).toBe(SNIPPET);
  await page.screenshot({ path: 'tmp/e2e/screens/style-html-list.png' });

  // The saved snippet's own address is the same sandbox, whoever opens it.
  // (Asked from the page: Node does not resolve *.localhost.)
  const policy = await page.evaluate(async (path) => (await fetch(path)).headers.get('content-security-policy'), `/style-frame/html/${code}`);
  expect(policy).toMatch(/^sandbox allow-scripts;.*connect-src 'none'/);
  await e2eDb().styleResource.delete({ where: { id: saved.id } });
});
