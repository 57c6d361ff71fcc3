/** The SMS webhook goes through the egress policy; a refusing gateway is reported by status, never by its answer. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { egressAllowing } from '@/tests/support/egress';
import { EgressError } from './egress';
import { createWebhookSms } from './sms';

let gateway: http.Server;
let url: string;
const posted: string[] = [];
let status = 200;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      posted.push(body);
      res.writeHead(status, { 'content-type': 'text/plain' }).end('GATEWAY-ANSWER-secret-quota');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

async function reasonOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(EgressError);
  return (e as EgressError).reason;
}

describe('SMS webhook', () => {
  it('is not called on loopback unless listed', async () => {
    expect(await reasonOf(createWebhookSms(url, egressAllowing()).send('13800000000', 'code 1234'))).toBe('blocked_address');
    expect(posted).toEqual([]);
  });

  it('posts {mobile, text} to a listed gateway; a refusal is its status only', async () => {
    const sms = createWebhookSms(url, egressAllowing(url));
    await sms.send('13800000000', 'code 1234');
    expect(JSON.parse(posted[0]!)).toEqual({ mobile: '13800000000', text: 'code 1234' });
    status = 503;
    const lines: string[] = [];
    vi.stubEnv('LOG_LEVEL', 'warn');
    const spy = vi.spyOn(console, 'error').mockImplementation((l: unknown) => void lines.push(String(l)));
    expect(await reasonOf(sms.send('13800000000', 'code 5678'))).toBe('http_503');
    spy.mockRestore();
    vi.unstubAllEnvs();
    expect(lines.join('\n')).toContain('"status":503');
    expect(lines.join('\n')).not.toContain('GATEWAY-ANSWER');
  });
});
