/**
 * A request path whose percent-escapes do not decode to UTF-8 (`%FF`, the overlong `%C0%AF`, a
 * lone `%`): no page or file has such an address, and Next's own decoding of a dynamic segment
 * throws on it (a 500). server.ts and proxy.ts answer it 400 before any route sees it.
 */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

