/**
 * Web Request <-> the BFF's request and response (app/api route handlers under next dev, and the
 * in-process test client).
 */
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { readLimitedText, TooLargeError } from '@/lib/infra/read-limited';
import type { BffRequest, BffResponse } from './types';

export function fromWeb(request: Request, authority: string): BffRequest {
  const original = new URL(request.url);
  return {
    method: request.method,
    url: new URL(`http://${authority}${original.pathname}${original.search}`),
    headers: request.headers,
    text: (limit) => readWebBody(request, limit),
  };
}

async function readWebBody(request: Request, limit: number): Promise<string> {
  try {
    return await readLimitedText(request.body, request.headers.get('content-length'), limit);
  } catch (e) {
    if (e instanceof TooLargeError) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
    throw e;
  }
}

export function toWeb(response: BffResponse): Response {
  return new Response(response.body, { status: response.status, headers: response.headers });
}
