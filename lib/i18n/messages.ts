/**
 * Message files are split by feature: messages/<locale>/<namespace>.json, and the console's screens
 * messages/<locale>/console/<feature>.json, loaded under the key `console` (`console.users`, ...).
 */
import type { Locale } from './locales';

export const namespaces = ['common', 'errors', 'login', 'portal', 'password', 'email', 'demo', 'pages', 'account', 'agreement', 'list', 'inbox', 'shell', 'lock'] as const;
export type Namespace = (typeof namespaces)[number];

/** The console's features; only console pages send these to the browser (see app/(console)/layout.tsx). */
export const consoleNamespaces = ['common', 'units', 'users', 'departments', 'roles', 'resources', 'apps', 'opening', 'unitPages', 'security', 'logs', 'options', 'reports', 'hotels', 'validation', 'style', 'notices'] as const;
export type ConsoleNamespace = (typeof consoleNamespaces)[number];

export type Messages = Record<string, unknown>;

const cache = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Messages };
      return [ns, mod.default] as const;
    }),
  );
  const consoleEntries = await Promise.all(
    consoleNamespaces.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/console/${ns}.json`)) as { default: Messages };
      return [ns, mod.default] as const;
    }),
  );
  return { ...Object.fromEntries(entries), console: Object.fromEntries(consoleEntries) };
}

export function loadMessages(locale: Locale): Promise<Messages> {
  let p = cache.get(locale);
  if (!p) {
    p = load(locale);
    cache.set(locale, p);
  }
  return p;
}
