import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@/lib/infra/ephemeral-store';
import { burnTicket, consumeTicket, issueTicket, webAddress } from './tickets';

const STATE = 'state-of-the-asking-browser-0123456789';
const payload = { ssoToken: 'sso-session-token-0123456789', appCode: 'DEMO', origin: 'http://demo.localhost:3000', state: STATE };

describe('one-time tickets', () => {
  afterEach(() => vi.useRealTimers());

  it('carries 256 random bits and redeems once for its app and origin', async () => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000', states: [STATE] })).toEqual(payload);
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000', states: [STATE] })).rejects.toMatchObject({ code: 54002 });
  });

  it.each([
    ['a wrong app', { appCode: 'UC', origin: 'http://demo.localhost:3000', states: [STATE] }],
    ['a wrong origin', { appCode: 'DEMO', origin: 'http://evil.localhost:3000', states: [STATE] }],
    ['no state', { appCode: 'DEMO', origin: 'http://demo.localhost:3000', states: [] }],
    ['another state', { appCode: 'DEMO', origin: 'http://demo.localhost:3000', states: ['another-browsers-state-0123456789'] }],
  ])('refuses %s and burns the ticket', async (_label, expect_) => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    await expect(consumeTicket(store, ticket, expect_)).rejects.toMatchObject({ code: 54002 });
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: 'http://demo.localhost:3000', states: [STATE] })).rejects.toMatchObject({ code: 54002 });
  });

  it('redeems for any of the states a browser holds, and server to server without an origin', async () => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    expect(await consumeTicket(store, ticket, { appCode: 'DEMO', origin: payload.origin, states: ['older-round-trip-state-0123', STATE] })).toEqual(payload);
    const second = await issueTicket(store, payload, 30);
    expect(await consumeTicket(store, second, { appCode: 'DEMO', states: [STATE] })).toEqual(payload);
  });

  it('burnTicket spends a ticket without redeeming it', async () => {
    const store = new MemoryStore();
    const ticket = await issueTicket(store, payload, 30);
    await burnTicket(store, ticket);
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', states: [STATE] })).rejects.toMatchObject({ code: 54002 });
  });

  it('expires', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    const ticket = await issueTicket(store, payload, 30);
    now += 30_001;
    await expect(consumeTicket(store, ticket, { appCode: 'DEMO', origin: payload.origin, states: [STATE] })).rejects.toMatchObject({ code: 54002 });
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
    const touched: string[] = [];
    // Every call the store receives is recorded: a malformed ticket must cost no store round trip.
    const watched = new Proxy(store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          touched.push(String(name));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    for (const malformed of ['short', 'x'.repeat(44), 'a'.repeat(42) + '!', '../'.repeat(15)]) {
      await expect(consumeTicket(watched, malformed, { appCode: 'DEMO', origin: payload.origin, states: [STATE] })).rejects.toMatchObject({ code: 54002 });
      await burnTicket(watched, malformed);
    }
    expect(touched).toEqual([]);
    // The watch sees store calls at all: a well-formed ticket is looked up.
    await expect(consumeTicket(watched, 'a'.repeat(43), { appCode: 'DEMO', states: [STATE] })).rejects.toMatchObject({ code: 54002 });
    expect(touched).toEqual(['take']);
  });
});

describe('webAddress (where a ticket may be sent: /sso redirects and CAS services)', () => {
  it('takes absolute http(s) addresses and refuses user info, other schemes and relative addresses', () => {
    expect(webAddress('https://pms.example/back?x=1')?.origin).toBe('https://pms.example');
    expect(webAddress('http://10.0.0.5:8080/')?.host).toBe('10.0.0.5:8080');
    expect(webAddress('https://good.example@evil.example/')).toBeUndefined();
    expect(webAddress('https://user:pw@good.example/')).toBeUndefined();
    expect(webAddress('javascript:alert(1)')).toBeUndefined();
    expect(webAddress('ftp://files.example/')).toBeUndefined();
    expect(webAddress('/relative/path')).toBeUndefined();
  });
});
