import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const base = { SESSION_SECRET: 'x'.repeat(32) };

describe('environment', () => {
  it('has working defaults', () => {
    const e = parseEnv(base);
    expect(e).toMatchObject({ PORT: 3000, DATABASE_URL: 'file:./data/concierge.db', BACKEND: 'builtin' });
    expect(e.REDIS_URL).toBeUndefined();
    expect(e).toMatchObject({ STOMP_MAX_PER_SESSION: 32, STOMP_MAX_ANON_PER_IP: 32 });
    expect(parseEnv({ ...base, STOMP_MAX_PER_SESSION: '4', STOMP_MAX_ANON_PER_IP: '8' })).toMatchObject({ STOMP_MAX_PER_SESSION: 4, STOMP_MAX_ANON_PER_IP: 8 });
  });

  it('map tiles: OpenStreetMap by default, any http(s) template with {z}/{x}/{y} (and {s}, {r})', () => {
    expect(parseEnv(base)).toMatchObject({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' });
    const own = { MAP_TILE_URL: 'http://tiles.intranet:8080/{s}/{z}/{x}/{y}{r}.png', MAP_TILE_ATTRIBUTION: '© 内网地图' };
    expect(parseEnv({ ...base, ...own })).toMatchObject(own);
  });

  it.each([
    [{}, /SESSION_SECRET/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: SESSION_SECRET must be at least 32 characters/],
    [{ ...base, DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ...base, PORT: 'eighty' }, /PORT/],
    [{ ...base, REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ ...base, BACKEND: 'upstream' }, /UPSTREAM_UC_URL is required/],
    [{ ...base, EGRESS_ALLOW: '10.0.0.0/8, mail..internal' }, /EGRESS_ALLOW: "mail..internal" is not a host name/],
    [{ ...base, EGRESS_ALLOW: '127.0.0.1:99999' }, /EGRESS_ALLOW: "127.0.0.1:99999": the port must be 1-65535/],
    [{ ...base, STOMP_MAX_PER_SESSION: '0' }, /STOMP_MAX_PER_SESSION/],
    [{ ...base, STOMP_MAX_ANON_PER_IP: '0x10' }, /STOMP_MAX_ANON_PER_IP/],
    [{ ...base, MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' }, /MAP_TILE_URL must be an http\(s\) URL template/],
    [{ ...base, MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' }, /MAP_TILE_URL/],
    [{ ...base, MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}' }, /MAP_TILE_URL/],
  ])('names the broken variable (%#)', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
