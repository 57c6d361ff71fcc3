import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Turbopack compiles nothing outside its root. A git worktree whose node_modules is a symlink to
 * another checkout's needs the root that holds both; a plain checkout keeps its own directory.
 */
function turbopackRoot(): string {
  const here = import.meta.dirname;
  const modules = fs.realpathSync(path.join(here, 'node_modules'));
  let root = here;
  while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);
  return root;
}

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Who may frame a page is the Content-Security-Policy's frame-ancestors (set per page by proxy.ts,
  // lib/routing/csp.ts): the configured hosts and applications, which X-Frame-Options cannot express.
  { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  experimental: {
    // Unmatched addresses get app/global-not-found.tsx: a small static page outside every layout.
    globalNotFound: true,
    // forbidden() from next/navigation: a console page refused to its caller answers 403 with the
    // segment's forbidden.tsx (docs/decisions/095).
    authInterrupts: true,
  },
  poweredByHeader: false,
  turbopack: { root: turbopackRoot() },
  // Native and server-only packages stay outside the bundle and are required at run time
  // (svg-captcha reads its font from a path next to its own files, which bundling would break).
  serverExternalPackages: ['better-sqlite3', '@node-rs/argon2', '@prisma/adapter-better-sqlite3', 'ioredis', 'nodemailer', 'pg', 'svg-captcha'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
