/** The mail the SMTP sink received, newest first, for one address. */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { codeInMail } from '../../tests/support/mail';
import { E2E } from './constants';

export async function latestCodeFor(address: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const dir = path.resolve(E2E.mailDir);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(address)) : [];
      const fresh = files.map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs })).filter((x) => x.t >= after).sort((a, b) => b.t - a.t);
      if (!fresh[0]) return '';
      code = codeInMail(fs.readFileSync(path.join(dir, fresh[0].f), 'utf8'));
      return code;
    }, { message: `a mail to ${address}`, timeout: 20_000 })
    .toMatch(/^\d{6}$/);
  return code;
}
