/** Date formatting of API values: 'YYYY-MM-DD HH:mm:ss' in the product's time zone (Asia/Shanghai). */
const fmt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatDateTime(d: Date): string {
  return fmt.format(d);
}

/** Masks an e-mail for display: a***e@example.com. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  if (!domain) return '';
  const shown = name.length <= 2 ? name[0] ?? '' : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${name.length <= 2 ? '***' : ''}@${domain}`;
}

/** Masks a mobile number: 138****0001. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}
