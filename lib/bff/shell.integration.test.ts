/** The shell's own calls against a real database: logos and files, translations, PMS, dictionary. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
function ico(): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(1, 6);
  header.writeUInt8(1, 7);
  header.writeUInt32LE(PNG.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, PNG]);
}

/** A browser signed in on a host that has its own login page (DEMO on lab.localhost, UC on localhost). */
async function signedIn(host: string, unitCode: string, userCode: string, password: string, language = 'zh-CN'): Promise<Browser> {
  const b = new Browser(host, '127.0.0.1', language);
  const r = await b.api('POST', '/login', { body: { unitCode, userCode, password } });
  expect(r.body.result, `login ${userCode}`).toBe(0);
  return b;
}

const admin = () => signedIn('lab.localhost:3000', 'HQ', 'admin', 'Admin@2026');
const frontdesk = () => signedIn('lab.localhost:3000', 'H002', 'h002admin', 'Demo@2026');

describe('logos', () => {
  it('upload an image and an .ico, read them back, refuse other bytes, delete by code', async () => {
    const b = await admin();
    const image = await b.api<string>('POST', '/logo', { body: { code: 'tabLogo', isIcon: 'F', fileName: 'logo.png', data: PNG.toString('base64') } });
    expect(image.body.result).toBe(0);
    expect(image.body.retVal).toMatch(/^\/files\/[A-Za-z0-9_-]{20,}$/);

    // The icon must be an .ico, by its bytes and its name; an image is not taken as one, nor SVG as anything.
    expect((await b.api('POST', '/logo', { body: { code: 'tabLogo', isIcon: 'T', fileName: 'tab.ico', data: PNG.toString('base64') } })).body.result).toBe(40000);
    expect((await b.api('POST', '/logo', { body: { code: 'tabLogo', isIcon: 'T', fileName: 'tab.png', data: ico().toString('base64') } })).body.result).toBe(40000);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect((await b.api('POST', '/logo', { body: { code: 'tabLogo', isIcon: 'F', fileName: 'x.png', data: svg } })).body.result).toBe(40000);
    const icon = await b.api<string>('POST', '/logo', { body: { code: 'tabLogo', isIcon: 'T', fileName: 'tab.ico', data: ico().toString('base64') } });
    expect(icon.body.result).toBe(0);

    const mine = await b.api<{ code: string; imageUrl: string; iconUrl: string }[]>('GET', '/logo/list');
    expect(mine.body.retVal).toEqual([expect.objectContaining({ code: 'tabLogo', imageUrl: image.body.retVal, iconUrl: icon.body.retVal })]);
    const effective = await b.api<{ imageUrl: string; iconUrl: string }>('GET', '/logo', { query: { code: 'tabLogo' } });
    expect(effective.body.retVal).toMatchObject({ imageUrl: image.body.retVal, iconUrl: icon.body.retVal });

    const file = await h.backend.brand.readFile(h.call(), { id: icon.body.retVal.split('/').pop()! });
    expect(file.mime).toBe('image/x-icon');
    expect(Buffer.from(file.data).equals(ico())).toBe(true);
    await expect(h.backend.brand.readFile(h.call(), { id: '../../etc/passwd' })).rejects.toMatchObject({ code: 40400 });

    // Another user neither sees nor deletes it.
    const other = await frontdesk();
    expect((await other.api<unknown[]>('GET', '/logo/list')).body.retVal).toEqual([]);
    expect((await other.api('DELETE', '/logo/tabLogo', { query: { isIcon: 'T' } })).body.result).toBe(40400);

    expect((await b.api('DELETE', '/logo/tabLogo', { query: { isIcon: 'T' } })).body.result).toBe(0);
    expect((await b.api('DELETE', '/logo/tabLogo', { query: { isIcon: 'T' } })).body.result).toBe(40400);
    expect((await b.api<{ iconUrl: string }[]>('GET', '/logo/list')).body.retVal[0]?.iconUrl).toBe('');
    expect((await b.api('DELETE', '/logo/tabLogo')).body.result).toBe(0);
    expect((await b.api<unknown[]>('GET', '/logo/list')).body.retVal).toEqual([]);
  });

  it('take an image of up to 512 KB and refuse one byte more, storing nothing', async () => {
    const b = await admin();
    const sized = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]).toString('base64');
    const before = await h.db.prisma.uploadedFile.count();
    const over = await b.api('POST', '/logo', { body: { code: 'bigLogo', isIcon: 'F', fileName: 'big.png', data: sized(512 * 1024 + 1) } });
    expect(over.status).toBe(400);
    expect(over.body.result).toBe(40000);
    expect(await h.db.prisma.uploadedFile.count()).toBe(before);
    expect((await b.api('POST', '/logo', { body: { code: 'bigLogo', isIcon: 'F', fileName: 'big.png', data: sized(512 * 1024) } })).body.result).toBe(0);
    expect(await h.db.prisma.uploadedFile.count()).toBe(before + 1);
  });

  it('two uploads fired at once leave one logo of the code', async () => {
    const b = await signedIn('lab.localhost:3000', 'HQ', 'hqadmin', 'Demo@2026');
    const body = { code: 'tabLogo', isIcon: 'F', fileName: 'logo.png', data: PNG.toString('base64') };
    const answers = await Promise.all([b.api<string>('POST', '/logo', { body }), b.api<string>('POST', '/logo', { body })]);
    expect(answers.map((a) => a.body.result)).toEqual([0, 0]);
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'hqadmin' } });
    const rows = await h.db.prisma.logo.findMany({ where: { userId: user.id, code: 'tabLogo' } });
    expect(rows).toHaveLength(1);
    const mine = await b.api<{ imageUrl: string }[]>('GET', '/logo/list');
    expect(answers.map((a) => a.body.retVal)).toContain(mine.body.retVal[0]?.imageUrl);
  });

  it('need a session, and refuse a cross-site upload', async () => {
    const anonymous = new Browser('lab.localhost:3000');
    expect((await anonymous.api('GET', '/logo')).body.result).toBe(50001);
    const b = await admin();
    const body = { code: 'tabLogo', isIcon: 'F', fileName: 'logo.png', data: PNG.toString('base64') };
    expect((await b.api('POST', '/logo', { body, origin: 'http://evil.example' })).body.result).toBe(40301);
  });
});

describe('translations', () => {
  it('list a locale, then only what changed since the last pull', async () => {
    const b = await admin();
    const all = await b.api<{ translatesDTOs: { code: string; value: string; group: string }[]; lastPullDate: string }>('GET', '/kv_translate/kv_translates', { base: 'translate', query: { lang: 'en-US' } });
    expect(all.body.result).toBe(0);
    expect(all.body.retVal.translatesDTOs).toContainEqual(expect.objectContaining({ code: 'demo_front', value: 'Front office', group: 'menu' }));
    const since = all.body.retVal.lastPullDate;
    expect((await b.api<{ translatesDTOs: unknown[] }>('GET', '/kv_translate/kv_translates', { base: 'translate', query: { lang: 'en-US', lastPullDate: since } })).body.retVal.translatesDTOs).toEqual([]);

    const saved = await b.api('POST', '/kv_translate/batch', { base: 'translate', body: { appCode: 'DEMO', lang: 'en-US', data: [{ key: 'demo_front', value: 'Front desk' }] } });
    expect(saved.body.result).toBe(0);
    const changed = await b.api<{ translatesDTOs: { code: string; value: string }[] }>('GET', '/kv_translate/kv_translates', { base: 'translate', query: { lang: 'en-US', lastPullDate: since } });
    expect(changed.body.retVal.translatesDTOs).toEqual([expect.objectContaining({ code: 'demo_front', value: 'Front desk' })]);
    // The appCode header names another application's texts.
    const uc = await b.api<{ translatesDTOs: { code: string }[] }>('GET', '/kv_translate/kv_translates', { base: 'translate', query: { lang: 'zh-CN' }, headers: { appCode: 'UC' } });
    expect(uc.body.retVal.translatesDTOs.some((e) => e.code === 'uc_config')).toBe(true);
    expect((await b.api('GET', '/kv_translate/kv_translates', { base: 'translate', query: { lastPullDate: 'yesterday' } })).body.result).toBe(40000);
  });

  it('save only for translators, only for the host application, and a new key once when two saves race', async () => {
    const other = await frontdesk();
    expect((await other.api('POST', '/kv_translate/batch', { base: 'translate', body: { appCode: 'DEMO', lang: 'en-US', data: [{ key: 'demo_front', value: 'x' }] } })).body.result).toBe(40300);
    const b = await admin();
    expect((await b.api('POST', '/kv_translate/batch', { base: 'translate', body: { appCode: 'UC', lang: 'en-US', data: [{ key: 'uc_config', value: 'x' }] } })).body.result).toBe(40300);
    expect((await b.api('POST', '/kv_translate/batch', { base: 'translate', body: { appCode: 'DEMO', lang: 'fr-FR', data: [{ key: 'demo_front', value: 'x' }] } })).body.result).toBe(40000);

    const body = { appCode: 'DEMO', lang: 'en-US', data: [{ key: 'demo_new_key', value: 'New', page: '/demo/x' }] };
    const answers = await Promise.all([b.api('POST', '/kv_translate/batch', { base: 'translate', body }), b.api('POST', '/kv_translate/batch', { base: 'translate', body })]);
    expect(answers.map((a) => a.body.result)).toEqual([0, 0]);
    expect(await h.db.prisma.translation.count({ where: { appCode: 'DEMO', locale: 'en-US', code: 'demo_new_key' } })).toBe(1);
  });
});

describe('PMS', () => {
  it('list the hotels in reach by code or name, and give a token only for one of them', async () => {
    const b = await admin();
    const hotels = await b.api<{ datas: { code: string; descript: string }[]; totalRows: number }>('GET', '/pms/listHotels', { query: { firstResult: '0', pageSize: '10' } });
    expect(hotels.body.retVal.datas.map((r) => r.code)).toEqual(['H001', 'H002', 'H003']);
    expect(hotels.body.retVal.totalRows).toBe(3);
    const search = await b.api<{ datas: { code: string }[] }>('GET', '/pms/listHotels', { query: { search: 'h002' } });
    expect(search.body.retVal.datas.map((r) => r.code)).toEqual(['H002']);

    const token = await b.api<{ token: string; expiresIn: number }>('GET', '/pms/token', { query: { appCode: 'PMS', hotelCode: 'H001' } });
    expect(token.body.result).toBe(0);
    expect(token.body.retVal.token).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(token.body.retVal.expiresIn).toBe(120);
    expect((await b.api('GET', '/pms/token', { query: { appCode: 'PMS', hotelCode: 'S001' } })).body.result).toBe(40300);
    // Minting a credential: a page of another site may not ask.
    expect((await b.api('GET', '/pms/token', { query: { appCode: 'PMS', hotelCode: 'H001' }, origin: null })).body.result).toBe(40301);

    const hotel = await signedIn('lab.localhost:3000', 'H002', 'h002admin', 'Demo@2026');
    expect((await hotel.api<{ datas: { code: string }[] }>('GET', '/pms/listHotels')).body.retVal.datas.map((r) => r.code)).toEqual(['H002']);
    expect((await hotel.api('GET', '/pms/token', { query: { appCode: 'PMS', hotelCode: 'H001' } })).body.result).toBe(40300);
  });
});

describe('dictionary', () => {
  it('find the update-history address, and only enabled entries when asked', async () => {
    const b = await admin();
    // The demo data sets none (the shell then hides the item); an operator sets it in the code box.
    const query = { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F' };
    expect((await b.api<unknown[]>('GET', '/dictionary/list', { query })).body.retVal).toEqual([]);
    await h.db.prisma.dictionaryEntry.create({ data: { appCode: 'GC', code: 'UPDATE_HISTORY_URL', value: 'https://changelog.concierge.test/', descript: '更新历史', isHalt: false } });
    const live = await b.api<{ value: string; isHalt: string }[]>('GET', '/dictionary/list', { query });
    expect(live.body.retVal).toEqual([expect.objectContaining({ value: 'https://changelog.concierge.test/', isHalt: 'F' })]);
    await h.db.prisma.dictionaryEntry.update({ where: { appCode_code: { appCode: 'GC', code: 'UPDATE_HISTORY_URL' } }, data: { isHalt: true } });
    expect((await b.api<unknown[]>('GET', '/dictionary/list', { query: { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F' } })).body.retVal).toEqual([]);
    expect((await new Browser('lab.localhost:3000').api('GET', '/dictionary/list', { query: { appCode: 'GC', code: 'UPDATE_HISTORY_URL' } })).body.result).toBe(50001);
  });
});
