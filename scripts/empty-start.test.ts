/**
 * A production start on an empty database without DEMO: the reference data and one super
 * administrator with a generated password, printed once; the README's demo password is refused.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3197;

function login(password: string): Promise<{ result: number; retVal: { user?: { pwdChange?: string; firstLogin?: string } } | null }> {
  const body = JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/uc/login', headers: { host: `uc.localhost:${PORT}`, origin: `http://uc.localhost:${PORT}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

it('HQ/admin with the README password is refused; the generated one signs in and must be changed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-empty-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests', 'support', 'start-main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', DATABASE_URL: `file:${path.join(dir, 'empty.db')}`, SESSION_SECRET: 'empty-start-secret-empty-start-secret-01', PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes('ready ')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`start exited ${code}: ${err.slice(0, 2000)}`));
      });
    });
    expect(out).not.toMatch(/Demo mode/);
    const generated = /password (\S+)\n/.exec(out)?.[1];
    expect(generated, out).toBeTruthy();
    expect(generated).not.toBe('Admin@2026');
    expect((await login('Admin@2026')).result).toBe(40100);
    const ok = await login(generated!);
    expect(ok.result).toBe(0);
    expect(ok.retVal?.user?.firstLogin ?? ok.retVal?.user?.pwdChange).toBe('T');
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
