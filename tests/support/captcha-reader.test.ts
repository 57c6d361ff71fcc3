import { it, expect } from 'vitest';
import { createCaptcha } from '@/lib/security/captcha';
import { MemoryStore } from '@/lib/infra/ephemeral-store';
import { readCaptcha } from '@/tests/support/captcha-reader';
it('reads', async () => {
  const store = new MemoryStore();
  for (let i = 0; i < 30; i++) {
    const c = await createCaptcha(store);
    expect(readCaptcha(c.image)).toBe(c.answer);
  }
});
