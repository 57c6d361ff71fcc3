/**
 * The system tip: one system-wide banner (a SYSTEM message) that the shell shows until closed.
 * Setting one retires the previous one; every connected browser is told to reload it.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import { messageLevelSchema, type MessageLevel, type SystemTip } from '@/lib/contracts/messages';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import type { Message } from '@/lib/db/generated/sqlite/client';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';
import { USER_REFRESH_QUEUE } from '@/lib/realtime/destinations';
import { pushLive } from './push-live';

function toTip(m: Message): NonNullable<SystemTip> {
  return {
    messageId: m.id,
    messageTitle: m.messageTitle,
    messageText: sanitizeMessageHtml(m.messageText),
    messageLevel: messageLevelSchema.catch('INFO').parse(m.messageLevel),
    publishDate: formatDateTime(m.publishDate),
  };
}

const pushTipChanged = (deps: BuiltinDeps) => pushLive(deps, { destination: USER_REFRESH_QUEUE, event: { event: 'refresh', what: 'systemTip' } });

export async function findSystemTip(deps: BuiltinDeps, ctx: CallContext): Promise<SystemTip> {
  await authenticate(deps, ctx.token, ctx.locale);
  const tip = await deps.db.message.findFirst({ where: { messageType: 'SYSTEM', isShow: true, targetUnitId: null }, orderBy: { publishDate: 'desc' } });
  return tip ? toTip(tip) : null;
}

export async function setSystemTip(
  deps: BuiltinDeps,
  ctx: CallContext,
  input: { messageTitle: string; messageText: string; messageLevel: MessageLevel },
): Promise<SystemTip> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const now = deps.now();
  const tip = await deps.db.$transaction(async (tx) => {
    await tx.message.updateMany({ where: { messageType: 'SYSTEM', isShow: true }, data: { isShow: false } });
    return tx.message.create({
      data: {
        messageTitle: input.messageTitle,
        messageText: sanitizeMessageHtml(input.messageText),
        messageLevel: input.messageLevel,
        messageType: 'SYSTEM',
        srcUserId: p.user.id,
        srcUserCode: p.user.code,
        srcUserName: p.user.name,
        srcOrgName: p.unit.name,
        publishDate: now,
        createdAt: now,
        isShow: true,
        createdBy: p.user.code,
      },
    });
  });
  await pushTipChanged(deps);
  return toTip(tip);
}

export async function clearSystemTip(deps: BuiltinDeps, ctx: CallContext): Promise<void> {
  await authenticate(deps, ctx.token, ctx.locale);
  const { count } = await deps.db.message.updateMany({ where: { messageType: 'SYSTEM', isShow: true }, data: { isShow: false } });
  if (count > 0) await pushTipChanged(deps);
}
