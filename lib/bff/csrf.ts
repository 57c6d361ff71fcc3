/**
 * CSRF defence for state-changing calls: the request must come from a page of the same host
 * (Origin, or Referer when Origin is absent, or Sec-Fetch-Site same-origin), and a body must be
 * JSON, which a cross-site HTML form cannot send without a preflight. SameSite=Lax cookies are
 * the second layer.
 */
export function isSameOriginRequest(headers: Headers, expectedHost: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  const source = origin && origin !== 'null' ? origin : headers.get('referer');
  if (!source) return site === 'same-origin';
  try {
    return new URL(source).host.toLowerCase() === expectedHost.toLowerCase();
  } catch {
    return false;
  }
}

export function isJsonContentType(headers: Headers): boolean {
  const type = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Whether a request says it comes from a page (Origin, Referer or Sec-Fetch-Site): an application's
 * server sends none of them, a browser always sends one on a cross-site fetch.
 */
export function comesFromAPage(headers: Headers): boolean {
  const origin = headers.get('origin');
  return (!!origin && origin !== 'null') || headers.has('referer') || headers.has('sec-fetch-site');
}
