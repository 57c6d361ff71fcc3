/**
 * Front-channel logout (docs/decisions/107): the logout call keeps the addresses of the applications
 * the sign-in had signed into with a front-channel logout; /logout/frontchannel frames each once,
 * under a policy naming exactly their origins; only http(s) addresses; nothing kept when none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { signIn } from '@/tests/support/console';
import { recordSignIn, registerFrontchannelUrl } from '@/lib/backend/builtin/services/sign-ins';
import { hashToken } from '@/lib/backend/builtin/services/session/tokens';
import { pageRequestOf } from '@/tests/support/bff-client';
import { GET as frames } from '@/app/(portal)/logout/frontchannel/route';
import { FRONTCHANNEL_COOKIE, FRONTCHANNEL_HINT_COOKIE } from './frontchannel';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => h?.close());

describe('front-channel logout', () => {
  it('frames the applications of the ended sign-in once, allowing only their origins', async () => {
    const uc = await signIn('H002', 'helper');
    const token = (await pageRequestOf(uc)).session!.token;
    const session = await h.db.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    const base = { familyId: session.familyId, userId: session.userId, clientCode: 'DEMO' };
    await recordSignIn(h.deps, { ...base, protocol: 'OIDC', sid: `sid-a-${Date.now()}`, frontchannelUri: 'https://rp.example/fc?x=1' });
    await recordSignIn(h.deps, { ...base, protocol: 'OIDC', sid: `sid-b-${Date.now()}`, frontchannelUri: 'javascript:alert(1)' });
    // A protocol may build its address from the sign-in (OIDC adds iss and sid).
    registerFrontchannelUrl('SPEC', (_deps, s) => `${s.frontchannelUri}?sid=${encodeURIComponent(s.sid)}`);
    await recordSignIn(h.deps, { ...base, protocol: 'SPEC', sid: 'spec-1', frontchannelUri: 'http://other.example:8080/logout' });

    expect((await uc.api('GET', '/sso/logout')).body.result).toBe(0);
    const nonce = uc.cookies.get(FRONTCHANNEL_COOKIE);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(uc.cookies.get(FRONTCHANNEL_HINT_COOKIE)).toBe('1');
    const page = await uc.visit(frames, '/logout/frontchannel');
    const html = await page.text();
    expect(html).toContain('<iframe src="https://rp.example/fc?x=1"');
    expect(html).toContain('<iframe src="http://other.example:8080/logout?sid=spec-1"');
    expect(html).not.toContain('javascript');
    expect(page.headers.get('content-security-policy')).toContain("frame-src https://rp.example http://other.example:8080;");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(uc.cookies.has(FRONTCHANNEL_COOKIE)).toBe(false);
    expect(uc.cookies.has(FRONTCHANNEL_HINT_COOKIE)).toBe(false);
    // Once only: the same cookie again finds nothing.
    uc.cookies.set(FRONTCHANNEL_COOKIE, nonce!);
    const again = await uc.visit(frames, '/logout/frontchannel');
    expect(await again.text()).not.toContain('<iframe');
    expect(again.headers.get('content-security-policy')).toContain("frame-src 'none'");
  });

  it('keeps nothing when no application asked for it', async () => {
    const uc = await signIn('H002', 'helper');
    expect((await uc.api('GET', '/sso/logout')).body.result).toBe(0);
    expect(uc.cookies.has(FRONTCHANNEL_COOKIE)).toBe(false);
    expect(uc.cookies.has(FRONTCHANNEL_HINT_COOKIE)).toBe(false);
  });
});
