/**
 * `npm run bench`: every benchmark, each with its baseline measured alternately in the same run,
 * then the targets of issue 20 with their ratios. `npm run bench -- token login` runs only those
 * (token, bff, isolation, login, sso, pages, stomp, oidc, weight).
 */
import { benchBffGet } from './bff-get';
import { benchIsolation } from './isolation';
import { benchTokenCheck } from './token-check';
import { benchLogin } from './login';
import { benchSsoCheck } from './sso-check';
import { benchStaticPages } from './static-pages';
import { benchStomp } from './stomp';
import { benchOidcIntrospection } from './oidc-introspection';
import { benchShellFirstLoad } from './shell-first-load';
import { BenchFailure, pinSelf, PinnedElsewhere } from './lib/harness';

const ALL = ['token', 'bff', 'isolation', 'login', 'sso', 'pages', 'stomp', 'oidc', 'weight'] as const;
type Name = (typeof ALL)[number];

const verdict = (ok: boolean) => (ok ? 'met   ' : 'MISSED');
const row = (label: string, value: number, target: string, ok: boolean, detail: string) =>
  console.log(`  ${verdict(ok)} ${label.padEnd(46)} ${Number.isFinite(value) ? value.toFixed(3).padStart(6) : '   n/a'}  (target ${target})  ${detail}`);

try {
  pinSelf();
  const asked = process.argv.slice(2).filter((a): a is Name => (ALL as readonly string[]).includes(a));
  const run = new Set<Name>(asked.length ? asked : ALL);
  const started = Date.now();
  console.log(`Concierge benchmarks — ${new Date().toISOString()}, node ${process.version}; servers on CPU 0, load from CPU 1; ${[...run].join(', ')}`);
  const failed: string[] = [];
  // A benchmark whose run failed (an error, a non-2xx, a failed envelope) has no figure; the others still run.
  const attempt = async <T>(name: Name, bench: () => Promise<T>): Promise<T | undefined> => {
    if (!run.has(name)) return undefined;
    try {
      return await bench();
    } catch (e) {
      if (!(e instanceof BenchFailure)) throw e;
      console.log(`\n## ${name}: FAILED: ${e.message}`);
      failed.push(name);
      return undefined;
    }
  };
  const token = await attempt('token', benchTokenCheck);
  const get = await attempt('bff', benchBffGet);
  const isolation = await attempt('isolation', benchIsolation);
  const login = await attempt('login', benchLogin);
  const check = await attempt('sso', benchSsoCheck);
  const pages = await attempt('pages', benchStaticPages);
  const stomp = await attempt('stomp', benchStomp);
  const oidc = await attempt('oidc', () => benchOidcIntrospection());
  const weight = await attempt('weight', benchShellFirstLoad);

  console.log(`\n## Issue 20's targets (ratios of the same run; baseline and target alternated)`);
  if (weight) {
    for (const p of weight.pages) {
      const t = p.target;
      row(`first-load JS ${p.label} / blank Next page`, p.ratio, `<= ${t.jsRatio.toFixed(1)}`, p.ratio <= t.jsRatio, `${p.jsKb.toFixed(1)} vs ${weight.blank.jsKb.toFixed(1)} KB gzip`);
      if (t.cssKb !== undefined) row(`CSS ${p.label} (KB gzip)`, p.cssKb, `<= ${t.cssKb}`, p.cssKb <= t.cssKb, 'stylesheets + inline <style>');
      if (t.lcpMs !== undefined) row(`LCP ${p.label} (ms, median of 3)`, p.lcp, `< ${t.lcpMs}`, p.lcp < t.lcpMs, `runs ${p.lcpMs.map((v) => v.toFixed(0)).join(', ')}`);
    }
  }
  if (stomp) {
    row('STOMP heap per idle connection / bare ws', stomp.memoryRatio, '<= 2.0', stomp.memoryRatio <= 2, `${(stomp.heapPerConnection.app / 1024).toFixed(1)} vs ${(stomp.heapPerConnection.bare / 1024).toFixed(1)} KiB after GC`);
    row(`STOMP delivery p95 / bare ws at N=${stomp.largestN}`, stomp.latencyRatio, '<= 1.25', stomp.latencyRatio <= 1.25, `${stomp.p95.app.toFixed(1)} vs ${stomp.p95.bare.toFixed(1)} ms`);
  }
  if (login) row('password logins / raw argon2id verifications', login.ratio, '>= 0.85', login.ratio >= 0.85, `${login.app.rps.toFixed(1)} vs ${login.argon2PerSecond.toFixed(1)} /s`);
  if (token) row('Bearer token check / bare node:http', token.ratio, '>= 0.5, goal 0.7', token.ratio >= 0.5, `${token.app.rps.toFixed(0)} vs ${token.bare.rps.toFixed(0)} req/s; p99 ${token.app.p99} vs ${token.bare.p99} ms; without Next in the process ${token.bffOnlyRatio.toFixed(3)}`);
  if (get) row('cookie BFF GET / bare node:http', get.ratio, '>= 0.5, goal 0.7', get.ratio >= 0.5, `${get.app.rps.toFixed(0)} vs ${get.bare.rps.toFixed(0)} req/s; via Next route handler ${get.nextRatio.toFixed(3)}`);
  console.log('\n## Other figures');
  if (isolation) console.log(`  token checks under logins / idle         ${isolation.ratio.toFixed(3)}  (${isolation.loaded.rps.toFixed(0)} vs ${isolation.idle.rps.toFixed(0)} req/s); loop delay p99 ${isolation.loopP99} ms`);
  if (check) console.log(`  /sso/check / bare node:http              ${check.ratio.toFixed(3)}  (${check.app.rps.toFixed(0)} vs ${check.bare.rps.toFixed(0)} req/s)`);
  if (pages) {
    console.log(`  /login HTML / blank Next static page     ${(pages.login.rps / pages.blankPage.rps).toFixed(3)}  (${pages.login.rps.toFixed(0)} vs ${pages.blankPage.rps.toFixed(0)} req/s)`);
    console.log(`  404 / blank Next 404                     ${(pages.notFound.rps / pages.blankNotFound.rps).toFixed(3)}  (${pages.notFound.rps.toFixed(0)} vs ${pages.blankNotFound.rps.toFixed(0)} req/s)`);
    console.log(`  first-load JS /login, /sso / blank page  ${(pages.js.login / pages.js.blank).toFixed(2)}x, ${(pages.js.sso / pages.js.blank).toFixed(2)}x  (${pages.js.login.toFixed(1)}, ${pages.js.sso.toFixed(1)} vs ${pages.js.blank.toFixed(1)} KB gzip)`);
    console.log(`  /login HTML size, LCP                    ${(pages.htmlBytes / 1024).toFixed(1)} KB, ${pages.lcp.login.toFixed(0)} ms`);
  }
  if (oidc) console.log(`  OIDC introspection / stock oidc-provider  ${oidc.ratio.toFixed(3)}  (${oidc.app.rps.toFixed(0)} vs ${oidc.stock.rps.toFixed(0)} req/s)`);
  if (failed.length) console.log(`\n  FAILED (no figure): ${failed.join(', ')}`);
  console.log(`\nTook ${((Date.now() - started) / 60000).toFixed(1)} min. Console lists at scale: npx tsx bench/console-lists.ts (--seed once).`);
  if (failed.length) process.exitCode = 1;
} catch (e) {
  if (!(e instanceof PinnedElsewhere)) throw e;
}
