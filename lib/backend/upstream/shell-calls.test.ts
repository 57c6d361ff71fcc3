/** The shell's calls against the fake upstream: logos (JSON and multipart), translations on their own base, PMS, dictionary. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import { callContext, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { createUpstreamBackend } from './index';
import { egressAllowing } from '@/tests/support/egress';

let uc: FakeUpstream;
let translate: FakeUpstream;
let backend: Backend;
const ctx = callContext({ token: 'tok-1', locale: 'zh-CN' });

beforeAll(async () => {
  [uc, translate] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  backend = createUpstreamBackend({ userCenterUrl: uc.url, translateUrl: translate.url, timeoutMs: 2000, egress: egressAllowing(uc.url, translate.url) });
});
afterAll(() => Promise.all([uc.close(), translate.close()]));
beforeEach(() => void vi.stubEnv('LOG_LEVEL', 'silent'));
afterEach(() => {
  uc.reset();
  translate.reset();
  vi.unstubAllEnvs();
});

describe('logos', () => {
  it('read the logo by code with nulls filled, and the list', async () => {
    uc.envelope('/logo', 0, { code: 'tabLogo', descript: null, imageUrl: 'https://cdn.example/a.png', iconUrl: null });
    await expect(backend.brand.getLogo(ctx, { code: 'tabLogo' })).resolves.toEqual({ code: 'tabLogo', descript: '', imageUrl: 'https://cdn.example/a.png', iconUrl: '' });
    expect(Object.fromEntries(uc.last().query)).toEqual({ code: 'tabLogo', isIcon: 'F' });
    expect(uc.last().headers.authorization).toBe('tok-1');
    uc.envelope('/logo', 0, null);
    await expect(backend.brand.getLogo(ctx, { code: 'tabLogo' })).resolves.toBeNull();
    uc.envelope('/logo/list', 0, null);
    await expect(backend.brand.listLogos(ctx)).resolves.toEqual([]);
  });

  it('upload as multipart with code, isIcon and the file, and read retVal as the address', async () => {
    uc.envelope('/logo', 0, 'https://cdn.example/tab.ico');
    const url = await backend.brand.uploadLogo(ctx, { code: 'tabLogo', isIcon: 'T', fileName: 'tab.ico', data: Buffer.from('icon-bytes').toString('base64') });
    expect(url).toBe('https://cdn.example/tab.ico');
    const r = uc.last();
    expect(r.method).toBe('POST');
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(r.body)).toContain('name="code"\r\n\r\ntabLogo');
    expect(String(r.body)).toContain('name="isIcon"\r\n\r\nT');
    expect(String(r.body)).toContain('filename="tab.ico"');
    expect(String(r.body)).toContain('icon-bytes');
    uc.envelope('/logo', 0, { url: 'https://cdn.example/b.png' });
    await expect(backend.brand.uploadLogo(ctx, { code: 'tabLogo', isIcon: 'F', fileName: 'b.png', data: 'AAAA' })).resolves.toBe('https://cdn.example/b.png');
  });

  it('delete by code; files are the upstream\'s to serve', async () => {
    await backend.brand.deleteLogo(ctx, { code: 'tabLogo', isIcon: 'T' });
    expect(uc.last()).toMatchObject({ method: 'DELETE', path: '/logo/tabLogo' });
    expect(Object.fromEntries(uc.last().query)).toEqual({ isIcon: 'T' });
    await expect(backend.brand.readFile(ctx, { id: 'abc' })).rejects.toMatchObject({ code: 40400 });
  });
});

describe('translations', () => {
  it('go to the translate base with the appCode and language headers', async () => {
    translate.envelope('/kv_translate/kv_translates', 0, { translatesDTOs: [{ key: 'm1', value: 'Menu', group: null }], lastPullDate: '2026-11-23T00:00:00.000Z' });
    const since = new Date('2026-11-01T00:00:00.000Z');
    const out = await backend.translate.list(ctx, { appCode: 'DEMO', locale: 'en-US', since });
    expect(out).toEqual({ translatesDTOs: [{ group: '', code: 'm1', value: 'Menu', page: '' }], lastPullDate: '2026-11-23T00:00:00.000Z' });
    const r = translate.last();
    expect(r.headers.appcode).toBe('DEMO');
    expect(r.headers.language).toBe('en-US');
    expect(Object.fromEntries(r.query)).toEqual({ lastPullDate: since.toISOString() });
    expect(uc.requests).toHaveLength(0);

    await backend.translate.saveBatch(ctx, { appCode: 'DEMO', lang: 'en-US', data: [{ key: 'm1', value: 'Menu', page: '' }] });
    expect(translate.last()).toMatchObject({ method: 'POST', path: '/kv_translate/batch', body: { appCode: 'DEMO', lang: 'en-US', data: [{ key: 'm1', value: 'Menu', page: '' }] } });
  });
});

describe('PMS and dictionary', () => {
  it('list hotels paged or bare, and take a token as a string or an object', async () => {
    uc.envelope('/pms/listHotels', 0, { datas: [{ code: 'H1', name: 'Harbor' }], totalRows: '7' });
    await expect(backend.pms.listHotels(ctx, { search: 'h', firstResult: 0, pageSize: 10 })).resolves.toEqual({ datas: [{ code: 'H1', descript: 'Harbor' }], totalRows: 7 });
    expect(Object.fromEntries(uc.last().query)).toEqual({ search: 'h', firstResult: '0', pageSize: '10' });
    uc.envelope('/pms/listHotels', 0, [{ code: 'H1', descript: 'Harbor' }]);
    await expect(backend.pms.listHotels(ctx, { search: '', firstResult: 0, pageSize: 10 })).resolves.toEqual({ datas: [{ code: 'H1', descript: 'Harbor' }], totalRows: 1 });

    uc.envelope('/pms/token', 0, 'pms-token-1');
    await expect(backend.pms.token(ctx, { appCode: 'PMS', hotelCode: 'H1' })).resolves.toEqual({ token: 'pms-token-1', expiresIn: 120 });
    expect(Object.fromEntries(uc.last().query)).toEqual({ appCode: 'PMS', hotelCode: 'H1' });
    uc.envelope('/pms/token', 0, { token: 'pms-token-2', expiresIn: 60 });
    await expect(backend.pms.token(ctx, { appCode: 'PMS', hotelCode: 'H1' })).resolves.toEqual({ token: 'pms-token-2', expiresIn: 60 });
  });

  it('read dictionary entries with T/F from booleans', async () => {
    uc.envelope('/dictionary/list', 0, [{ appCode: 'GC', code: 'UPDATE_HISTORY_URL', value: 'https://x.example', descript: null, isHalt: false }]);
    await expect(backend.dictionary.list(ctx, { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F' })).resolves.toEqual([
      { appCode: 'GC', code: 'UPDATE_HISTORY_URL', value: 'https://x.example', descript: '', isHalt: 'F' },
    ]);
    expect(Object.fromEntries(uc.last().query)).toEqual({ appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F' });
  });
});
