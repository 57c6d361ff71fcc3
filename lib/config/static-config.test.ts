import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appAddress, appForHost, loadStaticConfig } from './static-config';

const real = path.resolve(__dirname, '../../config');
const dirs: string[] = [];

function copyConfig(edit: (files: Record<string, unknown>) => void, remove?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-config-'));
  dirs.push(dir);
  const files: Record<string, unknown> = {};
  for (const f of ['login-system.json', 'app-config.json', 'app-links.json']) files[f] = JSON.parse(fs.readFileSync(path.join(real, f), 'utf8'));
  edit(files);
  for (const [f, v] of Object.entries(files)) if (f !== remove) fs.writeFileSync(path.join(dir, f), JSON.stringify(v));
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('start-up static configuration', () => {
  it('the shipped files load and map the demo hosts', () => {
    const config = loadStaticConfig(real);
    expect(appForHost('sso.localhost:3000', config)?.appCode).toBe('SSO');
    expect(appForHost('UC.localhost', config)?.appCode).toBe('UC');
    expect(appForHost('demo.localhost:3100', config)?.appCode).toBe('DEMO');
    expect(appForHost('evil.test', config)).toBeUndefined();
    process.env.PORT = '3999';
    expect(appAddress('concierge', 'DEMO', config)).toBe('http://demo.localhost:3999');
  });

  it("a missing login system config says 'loginSystemConfig is missing'", () => {
    expect(() => loadStaticConfig(copyConfig(() => {}, 'login-system.json'))).toThrow(/loginSystemConfig is missing.*login-system\.json/);
  });

  it('a broken field is named with its file', () => {
    const dir = copyConfig((f) => {
      (f['login-system.json'] as { apiBases: { userCenter: string } }).apiBases.userCenter = 'api/uc/';
    });
    expect(() => loadStaticConfig(dir)).toThrow(/login-system\.json apiBases\.userCenter/);
  });

  it("a customer without links says '(customer) has no related application links set'", () => {
    const dir = copyConfig((f) => {
      (f['app-config.json'] as Record<string, { customer: string }>)['demo.localhost']!.customer = 'acme';
    });
    expect(() => loadStaticConfig(dir)).toThrow(/\(acme\) has no related application links set/);
  });

  it("no host at all says 'domain not linked to an application'", () => {
    const dir = copyConfig((f) => {
      f['app-config.json'] = {};
    });
    expect(() => loadStaticConfig(dir)).toThrow(/domain not linked to an application/);
  });

  it('invalid JSON names the file', () => {
    const dir = copyConfig(() => {});
    fs.writeFileSync(path.join(dir, 'app-links.json'), '{ nope');
    expect(() => loadStaticConfig(dir)).toThrow(/app-links\.json: not valid JSON/);
  });
});
