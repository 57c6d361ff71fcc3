/** Builds the browser's PublicConfig for the host of the current request. */
import 'server-only';
import { appAddress, type StaticConfig } from '@/lib/config/static-config';
import type { AppHostConfig } from '@/lib/config/schemas';
import type { PublicConfig } from '@/lib/client/public-config';
import { shellSettingsFor } from '@/lib/config/shell-settings';

export function publicConfigFor(config: StaticConfig, app: AppHostConfig): PublicConfig {
  const ls = config.loginSystem;
  const links = config.appLinks[app.customer] ?? {};
  return {
    apiBases: ls.apiBases,
    // A customer may switch single features on or off (login-system.json `customers`).
    features: shellSettingsFor(config, app).features,
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
