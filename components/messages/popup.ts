/** A pop-up notice as the pop-ups show it (read by the shell's server with the page, or pushed live). */
import type { MessageRow } from '@/lib/contracts/messages';

export type NoticePopup = Pick<MessageRow, 'messageId' | 'messageTitle' | 'messageLevel' | 'messageLevelName' | 'srcUsername' | 'srcOrgname' | 'publishDate'> & { messageText: string };

/** The pop-up of a notice row; its body must already be sanitised (the BFF's and the shell server's readers do). */
export function toPopup(row: MessageRow): NoticePopup {
  const { messageId, messageTitle, messageLevel, messageLevelName, srcUsername, srcOrgname, publishDate } = row;
  return { messageId, messageTitle, messageLevel, messageLevelName, srcUsername, srcOrgname, publishDate, messageText: row.messageText ?? '' };
}
