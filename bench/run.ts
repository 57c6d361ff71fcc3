/** `npm run bench`: every benchmark, each with its baseline measured in the same run. */
import { benchBffGet } from './bff-get';
import { benchLogin } from './login';
import { benchSsoCheck } from './sso-check';
import { pinSelf, PinnedElsewhere } from './lib/harness';

try {
  pinSelf();
  console.log(`Concierge benchmarks — ${new Date().toISOString()}, node ${process.version}; servers on CPU 0, load from CPU 1`);
  const get = await benchBffGet();
  const login = await benchLogin();
  const check = await benchSsoCheck();
  console.log('\n## Summary');
  console.log(`  authenticated BFF GET / bare node:http   ${get.ratio.toFixed(3)}  (${get.app.rps.toFixed(0)} vs ${get.bare.rps.toFixed(0)} req/s)`);
  console.log(`  logins / raw argon2id verifications     ${login.ratio.toFixed(3)}  (${login.app.rps.toFixed(1)} vs ${login.argon2PerSecond.toFixed(1)} /s)`);
  console.log(`  /sso/check / bare node:http             ${check.ratio.toFixed(3)}  (${check.app.rps.toFixed(0)} vs ${check.bare.rps.toFixed(0)} req/s)`);
} catch (e) {
  if (!(e instanceof PinnedElsewhere)) throw e;
}
