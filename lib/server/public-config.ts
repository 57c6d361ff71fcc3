/** Builds the browser's PublicConfig for the host of the current request. */
import 'server-only';
import { appAddress, type StaticConfig } from '@/lib/config/static-config';
import type { AppHostConfig } from '@/lib/config/schemas';
import type { PublicConfig } from '@/lib/client/public-config';

export function publicConfigFor(config: StaticConfig, app: AppHostConfig): PublicConfig {
  const ls = config.loginSystem;
  const links = config.appLinks[app.customer] ?? {};
  return {
    apiBases: ls.apiBases,
    features: ls.features,
    closeType: ls.closeType,
    externalLogoutUrl: ls.externalLogoutUrl,
    outsideLinks: ls.outsideLinks,
    ssoAppCode: ls.ssoAppCode,
    defaultAppCode: ls.defaultAppCode,
    appCode: app.appCode,
    customer: app.customer,
    sso: app.sso,
    ssoAddress: appAddress(app.customer, ls.ssoAppCode, config),
    appLinks: Object.fromEntries(Object.keys(links).map((code) => [code, appAddress(app.customer, code, config)])),
  };
}
