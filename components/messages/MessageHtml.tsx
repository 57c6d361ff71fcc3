'use client';
/**
 * A message body as HTML. The server sanitised it with the one message policy when it was stored
 * and again when it was sent (lib/inmail/sanitize-html.ts); nothing else is ever put here.
 * data-user-text marks words a person wrote, in the language they wrote them (the en-US walk of
 * e2e/english.spec.ts leaves them out; everything else on a page follows the page's language).
 */
import styles from './messages.module.css';

export function MessageHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.html} ${className ?? ''}`} data-user-text dangerouslySetInnerHTML={{ __html: html }} />;
}
