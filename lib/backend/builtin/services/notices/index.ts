/** The notice screen's services (lib/contracts/notices.ts); publishing itself is messages/publish-message.ts. */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { noticeCalls } from '@/lib/contracts/notices';
import { listSentMessages } from './list-sent-messages';
import { withdrawMessage } from './withdraw-message';

export const noticeHandlers: ConsoleHandlers<typeof noticeCalls> = {
  listSentMessages,
  withdrawMessage,
};
