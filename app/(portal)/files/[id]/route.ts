/**
 * Uploaded files (logos, icons) at /files/{id}. proxy.ts lets only signed-in visitors here; the
 * bytes are served as the image type found on upload, never as a document that could run script.
 */
import { readPageRequest } from '@/lib/bff/page-session';
import { isAppError } from '@/lib/errors/app-error';
import { runtime } from '@/lib/server/runtime';

export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const req = await readPageRequest();
  if (!req.call || !req.session) return new Response(null, { status: 404 });
  try {
    const file = await runtime().backend.brand.readFile(req.call, { id });
    return new Response(Buffer.from(file.data), {
      headers: {
        'content-type': file.mime,
        'content-length': String(file.data.length),
        // A new upload gets a new address, so an address never changes content.
        'cache-control': 'private, max-age=31536000, immutable',
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  } catch (e) {
    return new Response(null, { status: isAppError(e) && e.httpStatus === 404 ? 404 : 500 });
  }
}
