/**
 * node:http <-> the BFF's request and response (the production path, see server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import type { BffRequest, BffResponse } from './types';

/** Headers of a node request as Web Headers (repeated headers joined as the Fetch spec does). */
export function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // A header value the Fetch spec refuses (control characters) is dropped, not fatal.
    }
  }
  return headers;
}

export function fromNode(req: IncomingMessage, authority: string, headers: Headers = webHeaders(req)): BffRequest {
  const path = req.url?.startsWith('/') ? req.url : '/';
  return {
    method: req.method ?? 'GET',
    // Concatenated, not resolved: a path such as //evil.example/x stays a path on this host.
    url: new URL(`http://${authority}${path}`),
    headers,
    text: (limit) => readNodeBody(req, limit),
  };
}

function readNodeBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    refuseRest(req);
    return Promise.reject(new AppError(ErrorCode.PAYLOAD_TOO_LARGE));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        refuseRest(req);
        reject(new AppError(ErrorCode.PAYLOAD_TOO_LARGE));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (e: Error) => {
      cleanup();
      reject(new AppError(ErrorCode.VALIDATION, { cause: e, fields: { body: ['aborted'] } }));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The answer to a refused body goes out at once; the rest of the body is read and thrown away
 * (closing with unread data would reset the connection before the client reads the 413), and
 * the connection is closed when the client stops sending, or after ten seconds.
 */
function refuseRest(req: IncomingMessage): void {
  (req as IncomingMessage & { refused?: boolean }).refused = true;
  req.on('data', () => undefined);
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), 10_000);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.socket.once('close', () => clearTimeout(timer));
}

export function sendNode(req: IncomingMessage, res: ServerResponse, response: BffResponse): void {
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  out['content-length'] = String(Buffer.byteLength(response.body, 'utf8'));
  if ((req as IncomingMessage & { refused?: boolean }).refused) out.connection = 'close';
  res.writeHead(response.status, out);
  // A string body goes out with the head in one write (Node joins them); a Buffer would take a
  // second one (writev), which the profile of the token check showed as its largest single cost.
  if (req.method === 'HEAD') res.end();
  else res.end(response.body, 'utf8');
}
