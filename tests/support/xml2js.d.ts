// xml2js (installed with http-cas-client) ships no types; the one call the CAS protocol tests use.
declare module 'xml2js' {
  export function parseStringPromise(xml: string, options?: Record<string, unknown>): Promise<Record<string, unknown>>;
  export const processors: { stripPrefix(name: string): string };
}
