/**
 * What can be said of where an IP is, for the repeat-login prompt. Without a GeoIP database (none
 * ships with the product) only loopback and private networks can be told apart; the words are the
 * `common.location.*` messages.
 */
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';

export type IpLocation = 'loopback' | 'lan' | 'unknown';

export function classifyIp(ip: string): IpLocation {
  if (ip === '::1' || ip.startsWith('127.')) return 'loopback';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80)/i.test(ip)) return 'lan';
  return 'unknown';
}

export async function locateIp(ip: string, locale: Locale): Promise<string> {
  const t = await getTranslator(locale, 'common');
  return t(`location.${classifyIp(ip)}`);
}
