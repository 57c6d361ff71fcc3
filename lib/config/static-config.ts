/**
 * Loads and checks config/login-system.json, config/app-config.json and config/app-links.json.
 * A missing or broken file stops the start with the spec's message, the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  appConfigSchema,
  appLinksSchema,
  loginSystemConfigSchema,
  type AppConfig,
  type AppHostConfig,
  type AppLinks,
  type LoginSystemConfig,
} from './schemas';
import { setting } from '@/lib/env';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const CONFIG_FILES = {
  loginSystem: 'login-system.json',
  appConfig: 'app-config.json',
  appLinks: 'app-links.json',
} as const;

export interface StaticConfig {
  loginSystem: LoginSystemConfig;
  appConfig: AppConfig;
  appLinks: AppLinks;
}

function readJson(dir: string, file: string, missingMessage: string): unknown {
  const full = path.join(dir, file);
  let text: string;
  try {
    text = fs.readFileSync(full, 'utf8');
  } catch {
    throw new ConfigError(`${missingMessage} (${full})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${full}: not valid JSON (${(e as Error).message})`);
  }
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${file} ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Reads the three files from a folder and checks that they agree with each other. */
export function loadStaticConfig(dir: string): StaticConfig {
  const loginSystem = parseWith(
    loginSystemConfigSchema,
    readJson(dir, CONFIG_FILES.loginSystem, 'loginSystemConfig is missing'),
    CONFIG_FILES.loginSystem,
  );
  const appConfig = parseWith(
    appConfigSchema,
    readJson(dir, CONFIG_FILES.appConfig, 'appConfig is missing: domain not linked to an application'),
    CONFIG_FILES.appConfig,
  );
  const appLinks = parseWith(
    appLinksSchema,
    readJson(dir, CONFIG_FILES.appLinks, 'app links are missing'),
    CONFIG_FILES.appLinks,
  );
  if (Object.keys(appConfig).length === 0) {
    throw new ConfigError(`${CONFIG_FILES.appConfig}: domain not linked to an application (no host is configured)`);
  }
  for (const [host, entry] of Object.entries(appConfig)) {
    if (host !== host.toLowerCase() || host.includes(':')) {
      throw new ConfigError(`${CONFIG_FILES.appConfig} ${host}: host names are lower case and carry no port`);
    }
    if (!appLinks[entry.customer]) {
      throw new ConfigError(
        `${CONFIG_FILES.appLinks} ${entry.customer}: (${entry.customer}) has no related application links set (used by ${CONFIG_FILES.appConfig} ${host}.customer)`,
      );
    }
    if (entry.sso && !appLinks[entry.customer]?.[loginSystem.ssoAppCode]) {
      throw new ConfigError(
        `${CONFIG_FILES.appLinks} ${entry.customer}.${loginSystem.ssoAppCode}: the SSO host address is not set (needed by ${CONFIG_FILES.appConfig} ${host}.sso)`,
      );
    }
  }
  return { loginSystem, appConfig, appLinks };
}

let cached: StaticConfig | undefined;

export function staticConfig(): StaticConfig {
  // Read at run time from the deployment's folder, not traced into the build.
  cached ??= loadStaticConfig(path.resolve(/*turbopackIgnore: true*/ process.cwd(), setting('CONFIG_DIR')));
  return cached;
}

/** The application a request's host serves, or undefined: 'domain not linked to an application'. */
export function appForHost(host: string | null | undefined, config: StaticConfig = staticConfig()): AppHostConfig | undefined {
  if (!host) return undefined;
  const name = hostName(host);
  return config.appConfig[name];
}

/** Host name without port, lower case; copes with bracketed IPv6. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? h;
}

/**
 * The address configured for an application of a customer, with ${PORT} (this server's port) and
 * ${EXT_PORT} (the example external application's, examples/ext-app) filled in; '' when none.
 */
export function appAddress(customer: string, appCode: string, config: StaticConfig = staticConfig()): string {
  const raw = config.appLinks[customer]?.[appCode] ?? '';
  return raw
    .replaceAll('${PORT}', String(setting('PORT')))
    .replaceAll('${EXT_PORT}', String(setting('EXT_PORT')))
    .replace(/\/+$/, '');
}

/**
 * The origins of this deployment's own hosts that serve `appCode` (app-config.json), with the
 * scheme and port of the SSO host's address of `customer`: every host is served by the same
 * server, so they share them. A ticket for the application may go to any of them, since it is
 * redeemed by this server: this is what lets a host with its own login page (iwork, scrm, ...) use
 * the SSO登录 button (docs/decisions/096-sso-from-own-login-hosts.md).
 */
export function ownHostOrigins(customer: string, appCode: string, config: StaticConfig = staticConfig()): string[] {
  let sso: URL;
  try {
    sso = new URL(appAddress(customer, config.loginSystem.ssoAppCode, config));
  } catch {
    return [];
  }
  const port = sso.port ? `:${sso.port}` : '';
  return Object.entries(config.appConfig)
    .filter(([, entry]) => entry.appCode === appCode)
    .map(([host]) => `${sso.protocol}//${host}${port}`);
}
