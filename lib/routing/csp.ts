/**
 * The pages' Content-Security-Policy and HSTS (issue 12, headers). Pure: the proxy gives the
 * configuration, the request's host and the script sources of the page (hashes of a static page's
 * inline scripts, or a dynamic page's nonce). docs/decisions/022-content-security-policy.md.
 */
import { createHash } from 'node:crypto';
import type { StaticConfig } from '@/lib/config/static-config';
import { setting } from '@/lib/env';

export interface PolicyInput {
  config: StaticConfig;
  /** The request's Host (name and port): the WebSocket endpoint of live messages is on it. */
  host: string;
  /** script-src sources besides 'self': `'sha256-…'` hashes or `'nonce-…'`. */
  scripts: string[];
  /** The page is served over HTTPS (upgrade insecure sub-requests). */
  https: boolean;
  /** next dev needs eval for its error overlay and inline scripts it does not hash. */
  dev?: boolean;
  /** The application's configured port (app-links' ${PORT}). */
  port?: string | number;
  /** The map tile URL template (MAP_TILE_URL) whose origin images may come from. */
  mapTiles?: string;
}

/**
 * The origin of a map tile URL template, as a CSP source: a `{s}` subdomain becomes a `*.` wildcard
 * (https://{s}.tile.example.org/... -> https://*.tile.example.org). Nothing for a template that is
 * no URL (lib/env.ts refuses those at start).
 */
export function tileSource(template: string): string[] {
  try {
    const url = new URL(template.replaceAll('{s}', 'subdomain-placeholder').replaceAll(/\{[zxyr]\}/g, '0'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
    return [url.origin.replace('subdomain-placeholder', '*')];
  } catch {
    return [];
  }
}

/** Origins of the configured application addresses (config/app-links.json), without duplicates. */
export function applicationOrigins(config: StaticConfig, port: string | number = setting('PORT')): string[] {
  const origins = new Set<string>();
  for (const links of Object.values(config.appLinks)) {
    for (const raw of Object.values(links)) {
      if (!raw) continue;
      try {
        const url = new URL(raw.replaceAll('${PORT}', String(port)));
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // Not an address (a placeholder): nothing to allow.
      }
    }
  }
  return [...origins];
}

/**
 * Who may frame Concierge's pages: itself, the configured application addresses and every host
 * Concierge serves (config/app-config.json; host names there carry no port, so any port).
 */
export function frameAncestors(config: StaticConfig, port?: string | number): string[] {
  const hosts = Object.keys(config.appConfig).map((h) => `${h}:*`);
  return ["'self'", ...applicationOrigins(config, port), ...hosts];
}

/** A host header is name[:port] of letters, digits, dots, hyphens (or a bracketed IPv6); anything else gets no WebSocket source. */
function webSocketSources(host: string): string[] {
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return [];
  return [`ws://${host}`, `wss://${host}`];
}

export function contentSecurityPolicy(input: PolicyInput): string {
  const apps = applicationOrigins(input.config, input.port);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scripts, ...(input.dev ? ["'unsafe-eval'", "'unsafe-inline'"] : [])]],
    // antd writes each theme's CSS variables into <style> elements and components set style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Logos come from the domain records (any https host) and the configured applications; map
    // tiles from MAP_TILE_URL's origin (an intranet tile server may be plain http).
    ['img-src', [...new Set(["'self'", 'data:', 'blob:', 'https:', ...apps, ...tileSource(input.mapTiles ?? setting('MAP_TILE_URL'))])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...webSocketSources(input.host)]],
    ['frame-src', ["'self'", ...apps]],
    ['frame-ancestors', frameAncestors(input.config, input.port)],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
  ];
  const text = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (input.https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/** HSTS for a year, only when the page is served securely (HTTPS seen, or COOKIE_SECURE). */
export function strictTransportSecurity(secure: boolean): string | undefined {
  return secure ? 'max-age=31536000' : undefined;
}

/** `'sha256-…'` of every inline script of an HTML page (scripts with src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
