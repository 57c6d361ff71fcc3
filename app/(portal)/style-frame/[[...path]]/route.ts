/** The sandbox document of style snippets: /style-frame (a preview posts its markup) and /style-frame/{kind}/{code} (lib/style/serve.ts, docs/decisions/066). */
import { serveStyleFrame } from '@/lib/style/serve';

export async function GET(request: Request, context: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  return serveStyleFrame(request, (await context.params).path ?? []);
}
