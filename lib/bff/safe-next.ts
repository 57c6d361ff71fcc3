/** A same-host path to go to next: never an absolute or protocol-relative URL (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\u0000-\u001f]/.test(next)) return '/';
  return next;
}
