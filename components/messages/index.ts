/** Messages for the shell: provider, unread icon, tip label, pop-up notices. */
export { MessagesProvider, useMessages, useLiveEvents } from './MessagesProvider';
export { UnreadMessageIcon } from './UnreadMessageIcon';
export { NoticeTicker } from './NoticeTicker';
export { NoticePopups } from './NoticePopups';
