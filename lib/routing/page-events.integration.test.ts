/**
 * Sign-in pages changed on one instance are refreshed on the others (page-events.ts): on Redis
 * (TEST_STORE=redis) two bus connections stand for two instances; on the embedded default one
 * in-process bus carries both, told apart by their names.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MemoryBus, RedisBus, type MessageBus } from '@/lib/infra/bus';
import { announcePagesChanged, followPageChanges, PAGES_CHANNEL } from './page-events';
import { refreshSignInPages } from './revalidate-domain-pages';

const redis = process.env.TEST_STORE === 'redis';
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `concierge-test:${process.pid}:${Date.now()}:pages:`;
const shared = new MemoryBus();
const buses: MessageBus[] = redis ? [RedisBus.connect(url, prefix), RedisBus.connect(url, prefix)] : [shared, shared];
const [one, two] = buses as [MessageBus, MessageBus];
afterAll(async () => {
  if (redis) await Promise.all(buses.map((b) => b.close()));
});

async function ready(bus: MessageBus): Promise<void> {
  if (bus instanceof RedisBus) await bus.ready();
}

describe('sign-in pages across instances', () => {
  it("refreshes another instance's pages of the host named, and never its own", async () => {
    const onB: (string | undefined)[] = [];
    const onA: (string | undefined)[] = [];
    const stopB = followPageChanges(two, async (host) => void onB.push(host), 'instance-b');
    const stopA = followPageChanges(one, async (host) => void onA.push(host), 'instance-a');
    await Promise.all([ready(one), ready(two)]);
    await announcePagesChanged(one, 'lab.localhost', 'instance-a');
    await announcePagesChanged(one, undefined, 'instance-a');
    await vi.waitUntil(() => onB.length === 2);
    expect(onB).toEqual(['lab.localhost', undefined]);
    // The announcing instance refreshed its own already (refreshSignInPages): no echo.
    await new Promise((r) => setTimeout(r, 50));
    expect(onA).toEqual([]);
    stopA();
    stopB();
  });

  it('ignores a message it cannot read', async () => {
    const heard: (string | undefined)[] = [];
    const stop = followPageChanges(two, async (host) => void heard.push(host), 'instance-b');
    await ready(two);
    for (const junk of ['nonsense', JSON.stringify({ host: 'x.localhost' }), JSON.stringify({ origin: 'a', host: 'h'.repeat(300) })]) await one.publish(PAGES_CHANNEL, junk);
    await announcePagesChanged(one, 'ok.localhost', 'instance-a');
    await vi.waitUntil(() => heard.length === 1);
    expect(heard).toEqual(['ok.localhost']);
    stop();
  });

  it('a change made here is announced by host name (no port), after this instance refreshed its own', async () => {
    const heard: (string | undefined)[] = [];
    const stop = followPageChanges(two, async (host) => void heard.push(host), 'another-instance');
    await ready(two);
    await refreshSignInPages(one, 'Lab.Localhost:3000');
    await vi.waitUntil(() => heard.length === 1);
    expect(heard).toEqual(['lab.localhost']);
    stop();
  });
});
