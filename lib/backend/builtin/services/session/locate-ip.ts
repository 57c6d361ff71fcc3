/**
 * A readable location for an IP, shown in the repeat-login prompt. Without a GeoIP database
 * (none ships with the product) we can only tell loopback and private networks apart.
 */
export function locateIp(ip: string, locale: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const zh = locale === 'zh-CN';
  if (ip === '::1' || ip.startsWith('127.')) return zh ? '本机' : 'This machine';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80)/i.test(ip)) return zh ? '局域网' : 'Local network';
  return zh ? '未知地区' : 'Unknown location';
}
