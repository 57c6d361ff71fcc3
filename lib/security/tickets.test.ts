import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@/lib/infra/ephemeral-store';
import { consumeTicket, issueTicket } from './tickets';

const payload = { ssoToken: 'sso-session-token-0123456789', appCode: 'DEMO', origin: 'http://demo.localhost:3000' };

describe('one-time tickets', () => {
  afterEach(() => vi.useRealTimers());

  it('carries 256 random bits and redeems once for its app and origin', async () => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000' })).toEqual(payload);
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000' })).rejects.toMatchObject({ code: 54002 });
  });

  it.each([
    ['a wrong app', { appCode: 'UC', origin: 'http://demo.localhost:3000' }],
    ['a wrong origin', { appCode: 'DEMO', origin: 'http://evil.localhost:3000' }],
  ])('refuses %s and burns the ticket', async (_label, expect_) => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    await expect(consumeTicket(store, ticket, expect_)).rejects.toMatchObject({ code: 54002 });
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000' })).rejects.toMatchObject({ code: 54002 });
  });

  it('expires', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    const ticket = await issueTicket(store, payload, 30);
    now += 30_001;
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: payload.origin })).rejects.toMatchObject({ code: 54002 });
  });

  it('keeps no usable token in the store', async () => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    const dump = JSON.stringify([...(store as unknown as { map: Map<string, unknown> }).map]);
    expect(dump).not.toContain(payload.ssoToken);
    expect(dump).not.toContain(ticket);
  });

  it('rejects malformed tickets without touching the store', async () => {
    const store = new MemoryStore();
    await expect(consumeTicket(store, 'short', { appCode: 'DEMO', origin: payload.origin })).rejects.toMatchObject({ code: 54002 });
  });
});
