/**
 * The BFF's route table: every declared endpoint by base, matched by method and the path as
 * received (percent-encoded; a malformed escape is bad input, not a 404), and where each base sits
 * under /api for server.ts's fast path.
 */
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { ApiBase, Endpoint } from './endpoint';
import { endpointsFor } from './endpoints';

interface ParamRoute {
  endpoint: Endpoint;
  segments: (string | { param: string })[];
}
interface Table {
  /** Paths without parameters, looked up in one step. */
  exact: Map<string, Endpoint[]>;
  /** Paths with :params, fewest parameters first (so /user/users wins over /user/:id). */
  withParams: ParamRoute[];
}

const tables = new Map<ApiBase, Table>();
function tableFor(base: ApiBase): Table {
  let t = tables.get(base);
  if (!t) {
    t = { exact: new Map(), withParams: [] };
    for (const endpoint of endpointsFor(base)) {
      if (!endpoint.path.includes('/:')) {
        const list = t.exact.get(endpoint.path) ?? [];
        list.push(endpoint);
        t.exact.set(endpoint.path, list);
      } else {
        const segments = endpoint.path
          .split('/')
          .slice(1)
          .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : s));
        t.withParams.push({ endpoint, segments });
      }
    }
    t.withParams.sort((a, b) => a.segments.filter((s) => typeof s !== 'string').length - b.segments.filter((s) => typeof s !== 'string').length);
    tables.set(base, t);
  }
  return t;
}

/** A PUT to the user-center base is answered as a POST (portal.md section 7). */
function sameMethod(base: ApiBase, declared: string, actual: string): boolean {
  if (base === 'uc') return (declared === 'PUT' ? 'POST' : declared) === (actual === 'PUT' ? 'POST' : actual);
  return declared === actual;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw AppError.validation({ path: ['encoding'] });
  }
}

/** `rawPath` is the path below the base exactly as received (still percent-encoded). */
export function matchEndpoint(base: ApiBase, method: string, rawPath: string): { endpoint: Endpoint; params: Record<string, string> } {
  const table = tableFor(base);
  let pathKnown = false;
  const exact = table.exact.get(rawPath);
  if (exact) {
    pathKnown = true;
    const hit = exact.find((e) => sameMethod(base, e.method, method));
    if (hit) return { endpoint: hit, params: {} };
  }
  const parts = rawPath.split('/').slice(1);
  for (const route of table.withParams) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < parts.length; i++) {
      const seg = route.segments[i]!;
      const part = parts[i]!;
      if (typeof seg === 'string') {
        if (seg !== part) {
          matched = false;
          break;
        }
      } else {
        if (part === '') {
          matched = false;
          break;
        }
        params[seg.param] = decodeSegment(part);
      }
    }
    if (!matched) continue;
    pathKnown = true;
    if (sameMethod(base, route.endpoint.method, method)) return { endpoint: route.endpoint, params };
  }
  // Malformed escapes in a path that matches nothing are still malformed input, not a 404.
  if (rawPath.includes('%')) for (const part of parts) decodeSegment(part);
  throw new AppError(pathKnown ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND);
}

export const BASE_PREFIX: Record<ApiBase, string> = { uc: '/api/uc', message: '/api/internal-message', translate: '/api/translate' };

/** The internal base of a path, and the path below it, for server.ts's fast path. */
export function bffRoute(pathname: string): { base: ApiBase; rawPath: string } | undefined {
  for (const base of Object.keys(BASE_PREFIX) as ApiBase[]) {
    const prefix = BASE_PREFIX[base];
    if (pathname === prefix || pathname.startsWith(prefix + '/')) return { base, rawPath: pathname.slice(prefix.length) || '/' };
  }
  return undefined;
}
