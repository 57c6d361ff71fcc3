/** A receipt joined with its message, as the receiving user sees it (portal.md section 3, Message). */
import type { Message, MessageRecipient } from '@/lib/db/generated/sqlite/client';
import { toFlag } from '@/lib/contracts/envelope';
import { messageLevelSchema, messageTypeSchema, type MessageRow } from '@/lib/contracts/messages';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';

export type ReceiptWithMessage = MessageRecipient & { message: Message };

/** The shared priority table (messages/<locale>/inbox.json, levels.*). */
export async function levelNames(locale: Locale): Promise<(level: string) => string> {
  const t = await getTranslator(locale, 'inbox');
  return (level) => t(`levels.${level}`);
}

export function toMessageRow(r: ReceiptWithMessage, levelName: (level: string) => string, withText: boolean): MessageRow {
  const m = r.message;
  const level = messageLevelSchema.catch('INFO').parse(m.messageLevel);
  return {
    messageId: m.id,
    messageTitle: m.messageTitle,
    // Stored sanitised; sanitised again on the way out so an old or hand-edited row cannot carry script.
    ...(withText ? { messageText: sanitizeMessageHtml(m.messageText) } : {}),
    messageLevel: level,
    messageLevelName: levelName(level),
    messageType: messageTypeSchema.catch('PRIVATE').parse(m.messageType),
    readState: toFlag(r.readState),
    srcUsername: m.srcUserName ?? '',
    srcUsercode: m.srcUserCode ?? '',
    srcOrgname: m.srcOrgName ?? '',
    publishDate: formatDateTime(m.publishDate),
    createDatetime: formatDateTime(m.createdAt),
    isShow: toFlag(m.isShow),
  };
}
