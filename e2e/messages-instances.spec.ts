/**
 * Two instances of the real server on one PostgreSQL database and one Redis, as behind a load
 * balancer: a message published through one instance reaches a live client connected to the
 * other (fan-out over Redis pub/sub). Uses the production build the e2e run made.
 */
import { expect, test } from '@playwright/test';
import { startInstances, type Cluster, type InstanceResponse } from '../tests/support/instances';
import { openStomp, type TestStomp } from '../tests/support/stomp-client';

const PORTS = [Number(process.env.E2E_INSTANCE_PORT ?? 5410), Number(process.env.E2E_INSTANCE_PORT ?? 5410) + 1];
const PUBLISH = '/api/internal-message/api/backstage/message/publish';

function cookieOf(res: InstanceResponse): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  expect(cookies.some((c) => c.startsWith('concierge_session='))).toBe(true);
  return cookies.join('; ');
}

test('two server instances on one PostgreSQL and one Redis: a message published on one reaches a client on the other', async () => {
  test.setTimeout(240_000);
  let cluster: Cluster | undefined;
  let client: TestStomp | undefined;
  try {
    cluster = await startInstances({ ports: PORTS });
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const hostA = `demo.localhost:${a.port}`;
    const hostB = `demo.localhost:${b.port}`;

    // A hotel user's browser is on instance B.
    const userLogin = await b.request({ path: '/api/uc/login', host: hostB, body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026' } });
    expect(userLogin.json().result).toBe(0);
    const opened = await openStomp(b.wsUrl('/gc-websocket/gc/inmail/'), { headers: { host: hostB, origin: `http://${hostB}`, cookie: cookieOf(userLogin) } });
    client = opened.client;
    expect(opened.answer?.command).toBe('CONNECTED');
    expect((await client.subscribe('/user/queue/message')).command).toBe('RECEIPT');
    expect((await client.subscribe('/topic/unit/H001')).command).toBe('RECEIPT');

    // The administrator publishes through instance A.
    const adminLogin = await a.request({ path: '/api/uc/login', host: hostA, body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    expect(adminLogin.json().result).toBe(0);
    const cookie = cookieOf(adminLogin);
    const title = `跨实例私信 ${Date.now()}`;
    const res = await a.request({ path: PUBLISH, host: hostA, headers: { cookie }, body: { messageType: 'PRIVATE', messageTitle: title, target: { kind: 'USER', unitCode: 'H001', userCode: 'cashier' } } });
    expect(res.json()).toMatchObject({ result: 0, retVal: { recipients: 1 } });
    const frame = await client.next((f) => f.command === 'MESSAGE' && f.body.includes(title), 5000);
    expect(frame.headers.destination).toBe('/user/queue/message');

    const notice = `跨实例公告 ${Date.now()}`;
    await a.request({ path: PUBLISH, host: hostA, headers: { cookie }, body: { messageType: 'NOTICE', messageTitle: notice, target: { kind: 'UNIT', unitCode: 'H001' } } });
    const noticeFrame = await client.next((f) => f.command === 'MESSAGE' && f.body.includes(notice), 5000);
    expect(noticeFrame.headers.destination).toBe('/topic/unit/H001');

    // The receipt written through A is read through B: one database.
    const unread = await b.request({ path: '/api/internal-message/api/backstage/messageReciveList/unReadNum', host: hostB, headers: { cookie: cookieOf(userLogin), 'sec-fetch-site': 'same-origin' } });
    expect(unread.json<number>().retVal).toBeGreaterThanOrEqual(2);
  } finally {
    client?.close();
    await cluster?.stop();
  }
});
