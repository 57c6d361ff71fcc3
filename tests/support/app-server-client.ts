/**
 * Calls the BFF like an application's server (no cookies, no Origin): HTTP Basic `appCode:secret`
 * for ticket redemption, the jwtToken in `Authorization` (Bearer or raw) or in the `token`
 * parameter for token checks. It goes through the real dispatcher (lib/bff/dispatch.ts).
 */
import { apiHandler } from '@/lib/bff/dispatch';

export interface AppServerResponse<T = unknown> {
  status: number;
  body: { result: number; msg: string; retVal: T };
}

export function basic(appCode: string, secret: string): string {
  return 'Basic ' + Buffer.from(`${appCode}:${secret}`).toString('base64');
}

export async function appServerCall<T = unknown>(
  host: string,
  path: string,
  options: { query?: Record<string, string>; authorization?: string; language?: string } = {},
): Promise<AppServerResponse<T>> {
  const url = new URL(`http://${host}/api/uc${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host, 'x-concierge-remote-addr': '10.20.30.40', 'user-agent': 'ext-app-server', language: options.language ?? 'zh-CN' });
  if (options.authorization) headers.set('authorization', options.authorization);
  const segments = path.split('/').filter(Boolean);
  const response = await apiHandler('uc')(new Request(url, { headers }), { params: Promise.resolve({ path: segments }) });
  return { status: response.status, body: (await response.json()) as AppServerResponse<T>['body'] };
}

