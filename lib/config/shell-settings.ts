/**
 * The shell settings of one host: its layout and the customer's look and feature overrides,
 * resolved from the three levels of the static configuration (docs/decisions/030-shell-layout-choice.md).
 */
import type { StaticConfig } from './static-config';
import type { AppHostConfig, LoginSystemConfig, ShellLayout } from './schemas';

export type Features = LoginSystemConfig['features'];

export interface ShellSettings {
  layout: ShellLayout;
  shade: boolean;
  logo: string;
  appsBackground: string;
  features: Features;
}

/** host > customer > product: the most specific level that names a setting wins. */
export function shellSettingsFor(config: Pick<StaticConfig, 'loginSystem'>, app: Pick<AppHostConfig, 'customer' | 'layout'>): ShellSettings {
  const ls = config.loginSystem;
  const customer = ls.customers[app.customer] ?? {};
  return {
    layout: app.layout ?? customer.layout ?? ls.shell.layout,
    shade: customer.shade ?? ls.shell.shade,
    logo: customer.logo ?? '',
    appsBackground: customer.appsBackground ?? '',
    features: { ...ls.features, ...customer.features },
  };
}
