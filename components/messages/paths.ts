/** The message calls under the internal-message base (portal.md section 7). */
const B = '/api/backstage';
export const MESSAGE_PATHS = {
  unread: `${B}/messageReciveList/unReadNum`,
  list: `${B}/messageReciveList/userMessageList`,
  detail: (id: number) => `${B}/messageReciveList/${id}`,
  readState: `${B}/messageReciveList/readState`,
  readStates: `${B}/messageReciveList/readStates`,
  postpone: `${B}/messageReciveList/postpone`,
  close: `${B}/messageReciveList/close`,
  notices: `${B}/noticeList`,
  remindTone: `${B}/sysOption/remindTone`,
  systemTip: `${B}/systemTip`,
} as const;

/** A message row as the list calls return it (lib/contracts/messages.ts messageRowSchema). */
export interface MessageRow {
  messageId: number;
  messageTitle: string;
  messageText?: string;
  messageLevel: 'INFO' | 'WARN' | 'SERIOUS';
  messageLevelName: string;
  messageType: 'PRIVATE' | 'NOTICE' | 'SYSTEM' | 'PUBLIC';
  readState: 'T' | 'F';
  srcUsername: string;
  srcUsercode: string;
  srcOrgname: string;
  publishDate: string;
  createDatetime: string;
  isShow: 'T' | 'F';
}

export interface Paged<T> {
  datas: T[];
  totalRows: number;
}
