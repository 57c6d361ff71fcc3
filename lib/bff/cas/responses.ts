/**
 * The CAS 3.0 protocol's validation answers (apereo.github.io/cas, CAS Protocol 3.0 Specification,
 * sections 2.5-2.6 and appendix A): XML in the http://www.yale.edu/tp/cas namespace, or JSON with
 * `format=JSON` on /p3/serviceValidate. Both are 200 answers; the failure code says what went wrong.
 */
import type { CasValidation } from '@/lib/backend/types';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** Attribute names are ours (letters only), but an element name is checked anyway. */
const elementName = (s: string) => (/^[A-Za-z][A-Za-z0-9_.-]*$/.test(s) ? s : undefined);

export function validationXml(v: CasValidation, withAttributes: boolean): string {
  const head = '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">';
  if (!v.ok) return `${head}\n  <cas:authenticationFailure code="${v.code}">${escapeXml(v.description)}</cas:authenticationFailure>\n</cas:serviceResponse>\n`;
  const attributes = withAttributes
    ? `\n    <cas:attributes>${Object.entries(v.attributes)
        .filter(([k]) => elementName(k))
        .map(([k, value]) => `\n      <cas:${k}>${escapeXml(value)}</cas:${k}>`)
        .join('')}\n    </cas:attributes>`
    : '';
  return `${head}\n  <cas:authenticationSuccess>\n    <cas:user>${escapeXml(v.user)}</cas:user>${attributes}\n  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`;
}

export function validationJson(v: CasValidation): string {
  const body = v.ok
    ? { serviceResponse: { authenticationSuccess: { user: v.user, attributes: v.attributes } } }
    : { serviceResponse: { authenticationFailure: { code: v.code, description: v.description } } };
  return JSON.stringify(body);
}

export function validationResponse(v: CasValidation, o: { version: 2 | 3; format?: string | null }): Response {
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (o.version === 3 && o.format?.toUpperCase() === 'JSON') return new Response(validationJson(v), { status: 200, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
  return new Response(validationXml(v, o.version === 3), { status: 200, headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' } });
}
