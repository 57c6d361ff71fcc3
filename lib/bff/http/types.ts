/**
 * The BFF's own request and response, independent of the framework that received them. server.ts
 * builds them from node:http (the production path, outside Next's request pipeline) and the
 * app/api route handlers from a Web Request (next dev, in-process tests): one pipeline for both.
 */
export interface BffRequest {
  method: string;
  /** Built from the validated Host and the raw path; its host is never taken from anything else. */
  url: URL;
  headers: Headers;
  /**
   * The body as text, read while it streams in: the read fails with 41300 as soon as more than
   * `limit` bytes have arrived (chunked bodies included), without waiting for the end.
   */
  text(limit: number): Promise<string>;
}

export interface BffResponse {
  status: number;
  headers: Headers;
  body: string;
}
