/** Escaping text for HTML (mail bodies). Rich HTML from users goes through sanitize-html instead. */
export function escapeHtml(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
