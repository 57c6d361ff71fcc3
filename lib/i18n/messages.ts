/** Message files are split by feature: messages/<locale>/<namespace>.json. */
import type { Locale } from './locales';

export const namespaces = ['common', 'errors', 'login', 'portal', 'password', 'email', 'demo', 'pages', 'account', 'agreement'] as const;
export type Namespace = (typeof namespaces)[number];

export type Messages = Record<string, unknown>;

const cache = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Messages };
      return [ns, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function loadMessages(locale: Locale): Promise<Messages> {
  let p = cache.get(locale);
  if (!p) {
    p = load(locale);
    cache.set(locale, p);
  }
  return p;
}
