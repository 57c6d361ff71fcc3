/**
 * Reads a Web stream as UTF-8 text, refusing as soon as more than `limit` bytes have arrived
 * (chunked bodies and answers without a length included): a request body in the BFF. The stream
 * is cancelled on refusal. (Answers of outgoing calls are limited by lib/infra/egress.)
 */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
}

export async function readLimitedText(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, limit: number): Promise<string> {
  const declared = Number(declaredLength ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    await body?.cancel().catch(() => undefined);
    throw new TooLargeError();
  }
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
