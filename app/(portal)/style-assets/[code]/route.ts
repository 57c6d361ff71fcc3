/** Uploaded style files at /style-assets/{code}: public, cacheable, with the type found on upload (lib/style/serve.ts, docs/decisions/066). */
import { serveStyleAsset } from '@/lib/style/serve';

export async function GET(request: Request, context: { params: Promise<{ code: string }> }): Promise<Response> {
  return serveStyleAsset(request, (await context.params).code);
}
