'use client';
/**
 * A message body as HTML. The server sanitised it with the one message policy when it was stored
 * and again when it was sent (lib/inmail/sanitize-html.ts); nothing else is ever put here.
 */
import styles from './messages.module.css';

export function MessageHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
