/**
 * One HTTP request over a fresh connection to a server on 127.0.0.1, answered as status, headers and
 * text: for tests and probes that must send what a browser would not (any Host, any bytes, a
 * chosen source address). A body is sent with its Content-Length, so only what the caller makes
 * malformed is malformed.
 */
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpCall {
  method?: string;
  path: string;
  /** The Host header. */
  host: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
  timeoutMs?: number;
}

export function httpCall(port: number, opts: HttpCall): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'GET',
        path: opts.path,
        agent: false,
        localAddress: opts.localAddress,
        headers: { host: opts.host, ...(opts.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(opts.body)) }), ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

export interface JsonCall {
  method?: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  /** Sent as JSON from the host's own origin, as the host's page would; POST unless a method is given. */
  body?: unknown;
}

/** A call as a page of `host` makes it: JSON in, the answer's text out (tests, instances, benchmarks). */
export function jsonCall(port: number, opts: JsonCall): Promise<HttpAnswer> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return httpCall(port, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    path: opts.path,
    host: opts.host,
    headers: { ...(body ? { 'content-type': 'application/json', origin: `http://${opts.host}` } : {}), ...opts.headers },
    ...(body === undefined ? {} : { body }),
  });
}
