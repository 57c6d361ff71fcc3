/**
 * A declared call's path parameters (":name" in '/org/unit/:id/app/:appId'): the one reading of
 * them shared by the browser (lib/client/call.ts) and the upstream forwarder
 * (lib/backend/upstream), so both fill the same names the same way. Free of zod: client bundles import it.
 */

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's ":name" parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/**
 * The path with each ":name" replaced by its value (URI-encoded; '' when absent), and the values
 * that were not used by the path (they travel as query or body).
 */
export function fillPath(path: string, values: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(PARAM, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(String(v ?? ''));
  });
  return { path: filled, rest };
}
