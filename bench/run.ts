/** `npm run bench`: every benchmark, each with its baseline measured in the same run. */
import { benchBffGet } from './bff-get';
import { benchIsolation } from './isolation';
import { benchTokenCheck } from './token-check';
import { benchLogin } from './login';
import { benchSsoCheck } from './sso-check';
import { benchStaticPages } from './static-pages';
import { benchStomp } from './stomp';
import { benchOidcIntrospection } from './oidc-introspection';
import { pinSelf, PinnedElsewhere } from './lib/harness';

try {
  pinSelf();
  console.log(`Concierge benchmarks — ${new Date().toISOString()}, node ${process.version}; servers on CPU 0, load from CPU 1`);
  const token = await benchTokenCheck();
  const get = await benchBffGet();
  const isolation = await benchIsolation();
  const login = await benchLogin();
  const check = await benchSsoCheck();
  const pages = await benchStaticPages();
  const stomp = await benchStomp();
  const oidc = await benchOidcIntrospection();
  console.log('\n## Summary');
  console.log(`  token check (Bearer) / bare node:http    ${token.ratio.toFixed(3)}  (${token.app.rps.toFixed(0)} vs ${token.bare.rps.toFixed(0)} req/s; p99 ${token.app.p99} vs ${token.bare.p99} ms = ${token.p99Ratio.toFixed(2)}x)`);
  console.log(`  cookie BFF GET / bare node:http          ${get.ratio.toFixed(3)}  (${get.app.rps.toFixed(0)} vs ${get.bare.rps.toFixed(0)} req/s); via Next route handler ${get.nextRatio.toFixed(3)} (${get.viaNext.rps.toFixed(0)} req/s)`);
  console.log(`  token checks under logins / idle         ${isolation.ratio.toFixed(3)}  (${isolation.loaded.rps.toFixed(0)} vs ${isolation.idle.rps.toFixed(0)} req/s); loop delay p99 ${isolation.loopP99} ms`);
  console.log(`  logins / raw argon2id verifications     ${login.ratio.toFixed(3)}  (${login.app.rps.toFixed(1)} vs ${login.argon2PerSecond.toFixed(1)} /s)`);
  console.log(`  /sso/check / bare node:http             ${check.ratio.toFixed(3)}  (${check.app.rps.toFixed(0)} vs ${check.bare.rps.toFixed(0)} req/s)`);
  console.log(`  /login HTML / blank Next static page     ${(pages.login.rps / pages.blankPage.rps).toFixed(3)}  (${pages.login.rps.toFixed(0)} vs ${pages.blankPage.rps.toFixed(0)} req/s)`);
  console.log(`  404 / blank Next 404                     ${(pages.notFound.rps / pages.blankNotFound.rps).toFixed(3)}  (${pages.notFound.rps.toFixed(0)} vs ${pages.blankNotFound.rps.toFixed(0)} req/s)`);
  console.log(`  first-load JS /login, /sso / blank page  ${(pages.js.login / pages.js.blank).toFixed(2)}x, ${(pages.js.sso / pages.js.blank).toFixed(2)}x  (${pages.js.login.toFixed(1)}, ${pages.js.sso.toFixed(1)} vs ${pages.js.blank.toFixed(1)} KB gzip)`);
  console.log(`  /login HTML size, LCP                    ${(pages.htmlBytes / 1024).toFixed(1)} KB, ${pages.lcp.login.toFixed(0)} ms`);
  console.log(`  STOMP p95 / bare ws at N=${stomp.largestN}          ${stomp.latencyRatio.toFixed(3)}; memory per connection ${stomp.memoryRatio.toFixed(3)}`);
  console.log(`  OIDC introspection / stock oidc-provider ${oidc.ratio.toFixed(3)}  (${oidc.app.rps.toFixed(0)} vs ${oidc.stock.rps.toFixed(0)} req/s)`);
} catch (e) {
  if (!(e instanceof PinnedElsewhere)) throw e;
}
