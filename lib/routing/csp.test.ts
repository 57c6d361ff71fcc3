import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StaticConfig } from '@/lib/config/static-config';
import { applicationOrigins, contentSecurityPolicy, frameAncestors, inlineScriptHashes, strictTransportSecurity, tileSource } from './csp';

const config = {
  appConfig: {
    'sso.localhost': { appCode: 'SSO', customer: 'c', sso: true },
    'uc.localhost': { appCode: 'UC', customer: 'c', sso: true },
  },
  appLinks: { c: { SSO: 'http://sso.localhost:${PORT}', UC: 'http://uc.localhost:${PORT}/', PMS: '', CRM: 'not a url', RPT: 'https://report.example.com/app' } },
  loginSystem: {},
} as unknown as StaticConfig;

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);

describe('content security policy', () => {
  it('application origins come from app-links with the port filled in; empty and broken entries are skipped', () => {
    expect(applicationOrigins(config, 5100)).toEqual(['http://sso.localhost:5100', 'http://uc.localhost:5100', 'https://report.example.com']);
  });

  it('frames: the configured applications may be embedded, and only Concierge hosts and applications may embed', () => {
    const p = contentSecurityPolicy({ config, host: 'sso.localhost:5100', scripts: [], https: false, port: 5100 });
    expect(directive(p, 'frame-src')).toEqual(["'self'", 'http://sso.localhost:5100', 'http://uc.localhost:5100', 'https://report.example.com']);
    expect(directive(p, 'frame-ancestors')).toEqual(frameAncestors(config, 5100));
    expect(directive(p, 'frame-ancestors')).toEqual(["'self'", 'http://sso.localhost:5100', 'http://uc.localhost:5100', 'https://report.example.com', 'sso.localhost:*', 'uc.localhost:*']);
  });

  it('images: the map tile source of MAP_TILE_URL is allowed, also over plain http and with a subdomain placeholder', () => {
    const p = contentSecurityPolicy({ config, host: 'uc.localhost:5100', scripts: [], https: false, port: 5100, mapTiles: 'http://127.0.0.1:3230/tiles/{z}/{x}/{y}.png' });
    expect(directive(p, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://sso.localhost:5100', 'http://uc.localhost:5100', 'https://report.example.com', 'http://127.0.0.1:3230']);
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileSource('http://tiles.intranet:8080/{z}/{x}/{y}.png')).toEqual(['http://tiles.intranet:8080']);
    expect(tileSource('javascript:alert(1)//{z}{x}{y}')).toEqual([]);
    expect(tileSource('not a url')).toEqual([]);
  });

  it('scripts: self plus the given hashes or nonce, no inline or eval outside development', () => {
    const p = contentSecurityPolicy({ config, host: 'sso.localhost:5100', scripts: ["'sha256-abc='"], https: false });
    expect(directive(p, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(p).not.toContain('unsafe-eval');
    expect(directive(p, 'object-src')).toEqual(["'none'"]);
    const dev = contentSecurityPolicy({ config, host: 'sso.localhost:5100', scripts: [], https: false, dev: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
  });

  it('live messages: connect-src allows the WebSocket endpoint of the same host only, and ignores a malformed host', () => {
    const p = contentSecurityPolicy({ config, host: 'uc.localhost:5100', scripts: [], https: false });
    expect(directive(p, 'connect-src')).toEqual(["'self'", 'ws://uc.localhost:5100', 'wss://uc.localhost:5100']);
    const odd = contentSecurityPolicy({ config, host: 'uc.localhost:5100 https://evil.example', scripts: [], https: false });
    expect(directive(odd, 'connect-src')).toEqual(["'self'"]);
  });

  it('HTTPS pages upgrade insecure requests and get HSTS; plain HTTP gets neither', () => {
    expect(contentSecurityPolicy({ config, host: 'a', scripts: [], https: true })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ config, host: 'a', scripts: [], https: false })).not.toContain('upgrade-insecure-requests');
    expect(strictTransportSecurity(true)).toBe('max-age=31536000');
    expect(strictTransportSecurity(false)).toBeUndefined();
  });

  it('hashes every inline script exactly as written and skips scripts loaded by src', () => {
    const a = '(self.__next_f=self.__next_f||[]).push([0])';
    const b = 'self.__next_f.push([1,"x\\u003c/script"])';
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>${a}</script><script nonce="n">${b}</script><script>${a}</script></body></html>`;
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });
});
