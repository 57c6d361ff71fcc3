/**
 * The two public addresses of style resources (docs/decisions/066), as functions of a Web Request
 * so the route handlers stay one line and tests call them directly:
 * - /style-assets/{code}: an uploaded file with the type found on upload (never text/html),
 *   nosniff, a sandboxing policy, cacheable by anyone (ETag; a year when addressed with its hash);
 * - /style-frame and /style-frame/{kind}/{code}: the sandbox document, served with
 *   `sandbox allow-scripts` in its own policy, so whatever runs in it has an opaque origin: no
 *   cookies, no storage, and `connect-src 'none'` (no calls at all, with or without the session).
 *   Without a snippet it waits for one message from its parent (the console's preview).
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CallContext } from '@/lib/backend/types';
import { parseHost } from '@/lib/bff/http/host';
import { appForHost } from '@/lib/config/static-config';
import { isAppError } from '@/lib/errors/app-error';
import { resolveLocale } from '@/lib/i18n/locales';
import { frameAncestors } from '@/lib/routing/csp';
import { isHttps } from '@/lib/security/client-ip';
import { runtime, type Runtime } from '@/lib/server/runtime';
import { styleAddressCodeSchema } from '@/lib/contracts/style';
import { kindOfSegment } from './kinds';
import { snippetMarkup, VUE_RUNTIME_PATH, VUE_VERSION } from './frame';
import { sanitizeCss } from './sanitize-css';

/** A visitor's call on a host Concierge serves (strictly parsed), or undefined. */
function callOf(request: Request, rt: Runtime): CallContext | undefined {
  const host = parseHost(request.headers.get('host'));
  const app = host && appForHost(host.name, rt.config);
  if (!host || !app) return undefined;
  return { locale: resolveLocale({ acceptLanguage: request.headers.get('accept-language') }), ip: '', userAgent: '', appCode: app.appCode, host: host.authority };
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });

export async function serveStyleAsset(request: Request, code: string, rt: Runtime = runtime()): Promise<Response> {
  const ctx = callOf(request, rt);
  if (!ctx || !styleAddressCodeSchema.safeParse(code).success) return notFound();
  try {
    const file = await rt.backend.style.readAsset(ctx, { code });
    // A stylesheet goes out cleaned by today's rules, whenever (and by whichever backend) it was stored.
    const data = file.contentType === 'text/css' ? Buffer.from(sanitizeCss(Buffer.from(file.data).toString('utf8'))) : Buffer.from(file.data);
    const etag = `"${file.sha256.slice(0, 32)}"`;
    const version = new URL(request.url).searchParams.get('v');
    const headers = new Headers({
      'content-type': file.contentType === 'text/css' ? 'text/css; charset=utf-8' : file.contentType,
      'x-content-type-options': 'nosniff',
      // Opened on its own, the file is a document that may do nothing.
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // Public assets of the login pages: any page (and the sandbox frames, whose origin is opaque) may load them.
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      etag,
      'last-modified': new Date(file.updatedAt).toUTCString(),
      // The address with the file's hash never changes content; the bare address may, so caches ask again after five minutes.
      'cache-control': version && version.length >= 12 && file.sha256.startsWith(version) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(data.length));
    return new Response(request.method === 'HEAD' ? null : data, { status: 200, headers });
  } catch (e) {
    if (isAppError(e) && e.httpStatus === 404) return notFound();
    throw e;
  }
}

/**
 * The sandbox's policy: inline script and styles of the snippet only, images and fonts of this site
 * or inline, no connections, no form submission; framed only where Concierge's pages may be (decision 022).
 */
export function frameSecurityPolicy(origin: string, ancestors: string[]): string {
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    // Vue's runtime compiles a component's template with new Function: 'unsafe-eval' gives a frame
    // nothing 'unsafe-inline' has not (the sandbox and connect-src do the confining).
    `script-src 'unsafe-inline' 'unsafe-eval' ${origin}${VUE_RUNTIME_PATH}`,
    `style-src 'unsafe-inline' ${origin}`,
    `img-src ${origin} data: blob:`,
    `font-src ${origin} data:`,
    `media-src ${origin} data:`,
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
}

// Takes exactly one message from its parent (the preview's markup) and becomes that document.
const WAITING = `<script>(function(){var done=false;addEventListener('message',function(e){if(done||e.source!==parent||!e.data||typeof e.data.styleFrame!=='string')return;done=true;document.open();document.write(e.data.styleFrame);document.close();});})();</script>`;

// A saved snippet tells the page that shows it how tall it is (components/style/StyleFrames.tsx),
// when it loads, whenever it changes size, and when the page asks; the message holds a number only.
const HEIGHT_REPORTER = `<script>(function(){var last=-1;function send(force){var b=document.body;if(!b)return;var s=getComputedStyle(b);var h=Math.ceil(b.getBoundingClientRect().height+parseFloat(s.marginTop)+parseFloat(s.marginBottom));if(force||h!==last){last=h;parent.postMessage({styleFrameHeight:h},'*');}}addEventListener('load',function(){send(true);});addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.styleFrameAsk)send(true);});if(typeof ResizeObserver==='function')new ResizeObserver(function(){send(false);}).observe(document.body);send(true);})();</script>`;

function frameDocument(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"></head><body>${body}</body></html>`;
}

/** Vue's browser build, read once from the installed package (about 170 KB). */
let vueRuntime: Promise<Buffer> | undefined;
function readVueRuntime(): Promise<Buffer> {
  vueRuntime ??= readFile(path.join(process.cwd(), 'node_modules/vue/dist/vue.global.prod.js')).catch((e: unknown) => {
    vueRuntime = undefined;
    throw e;
  });
  return vueRuntime;
}

/** /style-frame/vendor/vue.js: the only script a frame loads from this site (its policy names exactly this path). */
async function serveVueRuntime(request: Request): Promise<Response> {
  const body = await readVueRuntime();
  const versioned = new URL(request.url).searchParams.get('v') === VUE_VERSION;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
      // Loaded by frames whose origin is opaque: a cross-origin load for the browser.
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}

export async function serveStyleFrame(request: Request, segments: string[], rt: Runtime = runtime()): Promise<Response> {
  const ctx = callOf(request, rt);
  if (!ctx) return notFound();
  if (segments.length === 2 && segments[0] === 'vendor' && segments[1] === 'vue.js') return serveVueRuntime(request);
  let body = WAITING;
  let cache = 'public, max-age=3600';
  if (segments.length > 0) {
    const kind = segments.length === 2 ? kindOfSegment(segments[0]!) : undefined;
    if (!kind || kind === 'FILE' || !styleAddressCodeSchema.safeParse(segments[1]).success) return notFound();
    try {
      const snippet = await rt.backend.style.readSnippet(ctx, { kind, code: segments[1]! });
      body = snippetMarkup(snippet.kind, snippet.content) + HEIGHT_REPORTER;
      cache = 'public, max-age=60';
    } catch (e) {
      if (isAppError(e) && e.httpStatus === 404) return notFound();
      throw e;
    }
  } else if (segments.length !== 0) return notFound();
  const origin = `${isHttps(request.headers, request.url, rt.trustedProxies) ? 'https' : 'http'}://${ctx.host}`;
  return new Response(request.method === 'HEAD' ? null : frameDocument(body), {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': frameSecurityPolicy(origin, frameAncestors(rt.config)),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': cache,
    },
  });
}
