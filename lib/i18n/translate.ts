/** Server-side translation outside React (BFF errors, mail bodies). */
import { createTranslator } from 'next-intl';
import type { Locale } from './locales';
import { loadMessages } from './messages';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export async function getTranslator(locale: Locale, namespace?: string): Promise<Translate> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: namespace as never });
  return (key, values) => {
    try {
      return t(key as never, values as never);
    } catch {
      return key;
    }
  };
}
