/** The README shows the nginx configuration the fault tests run: the two must be the same text. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

it("the README's nginx block is examples/nginx/concierge.conf", () => {
  const conf = fs.readFileSync(path.join(import.meta.dirname, 'concierge.conf'), 'utf8').trimEnd();
  const readme = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  expect(readme).toContain('```nginx\n' + conf + '\n```');
});
