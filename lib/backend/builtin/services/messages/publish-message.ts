/**
 * Publishing a private message or a notice to a user, a unit, an application, or an application's
 * users in a unit: the message is stored with its body sanitised, one receipt per recipient is
 * written, and the publication is pushed live to the matching destination.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { CallContext } from '@/lib/backend/types';
import type { PublishRequest, PublishResult, PublishTarget } from '@/lib/contracts/messages';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import type { Principal } from '@/lib/backend/builtin/services/session/principal';
import { findUnitByCode } from '@/lib/backend/builtin/services/units/find-unit-by-code';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { sanitizeMessageHtml } from '@/lib/inmail/sanitize-html';
import { destinations, USER_MESSAGE_QUEUE, type LiveEvent, type LivePush } from '@/lib/realtime/destinations';
import { assertUnitInReach, reachesEveryUnit } from './publisher-reach';
import { pushLive } from './push-live';

/** Receipts are written in chunks so one publication to a large group stays within statement limits. */
const RECEIPT_CHUNK = 1_000;
/** Bodies up to this size travel inside the push; larger ones are loaded by the client (frames stay under 16 KB). */
const INLINE_TEXT_MAX = 8_000;

interface Resolved {
  userIds: number[];
  targetAppCode: string | null;
  targetUnitId: number | null;
  push: Omit<LivePush, 'body'>;
}

async function enabledUsersOf(deps: BuiltinDeps, unitIds: number[]): Promise<number[]> {
  const users = await deps.db.user.findMany({ where: { unitId: { in: unitIds }, status: 'ENABLED' }, select: { id: true } });
  return users.map((u) => u.id);
}

async function openedApp(deps: BuiltinDeps, appCode: string) {
  const app = await deps.db.application.findUnique({ where: { code: appCode }, select: { id: true, code: true } });
  if (!app) throw new AppError(ErrorCode.NOT_FOUND);
  return app;
}

async function resolve(deps: BuiltinDeps, p: Principal, target: PublishTarget): Promise<Resolved> {
  switch (target.kind) {
    case 'USER': {
      const unit = await findUnitByCode(deps, target.unitCode);
      if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
      await assertUnitInReach(deps, p, unit.id);
      const user = await deps.db.user.findUnique({ where: { unitId_code: { unitId: unit.id, code: target.userCode } }, select: { id: true } });
      if (!user) throw new AppError(ErrorCode.NOT_FOUND);
      return { userIds: [user.id], targetAppCode: null, targetUnitId: null, push: { destination: USER_MESSAGE_QUEUE, userIds: [user.id] } };
    }
    case 'UNIT': {
      const unit = await findUnitByCode(deps, target.unitCode);
      if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
      await assertUnitInReach(deps, p, unit.id);
      return { userIds: await enabledUsersOf(deps, [unit.id]), targetAppCode: null, targetUnitId: unit.id, push: { destination: destinations.unit(unit.code) } };
    }
    case 'APP': {
      // Every unit that opened the application: only platform administrators reach that far.
      if (!reachesEveryUnit(p)) throw new AppError(ErrorCode.FORBIDDEN);
      const app = await openedApp(deps, target.appCode);
      const units = await deps.db.unitApplication.findMany({ where: { appId: app.id, status: 'ENABLED' }, select: { unitId: true } });
      return { userIds: await enabledUsersOf(deps, units.map((u) => u.unitId)), targetAppCode: app.code, targetUnitId: null, push: { destination: destinations.app(app.code) } };
    }
    case 'APP_UNIT': {
      const unit = await findUnitByCode(deps, target.unitCode);
      if (!unit) throw new AppError(ErrorCode.NOT_FOUND);
      await assertUnitInReach(deps, p, unit.id);
      const app = await openedApp(deps, target.appCode);
      const opened = await deps.db.unitApplication.findFirst({ where: { appId: app.id, unitId: unit.id, status: 'ENABLED' }, select: { id: true } });
      if (!opened) throw new AppError(ErrorCode.APP_NOT_OPENED);
      return {
        userIds: await enabledUsersOf(deps, [unit.id]),
        targetAppCode: app.code,
        targetUnitId: unit.id,
        // The unit's topic, delivered only to connections of that application.
        push: { destination: destinations.unit(unit.code), appCode: app.code },
      };
    }
  }
}

export async function publishMessage(deps: BuiltinDeps, ctx: CallContext, input: PublishRequest): Promise<PublishResult> {
  const p = await authenticate(deps, ctx.token, ctx.locale);
  const resolved = await resolve(deps, p, input.target);
  const text = sanitizeMessageHtml(input.messageText);
  const now = deps.now();
  const message = await deps.db.$transaction(async (tx) => {
    const created = await tx.message.create({
      data: {
        messageTitle: input.messageTitle,
        messageText: text,
        messageLevel: input.messageLevel,
        messageType: input.messageType,
        srcUserId: p.user.id,
        srcUserCode: p.user.code,
        srcUserName: p.user.name,
        srcOrgName: p.unit.name,
        targetAppCode: resolved.targetAppCode,
        targetUnitId: resolved.targetUnitId,
        publishDate: now,
        isShow: input.messageType !== 'PRIVATE' && input.isShow === 'T',
        // How it was aimed, for the publisher's sent list (the notice screen).
        targetKind: input.target.kind,
        targetUserCode: input.target.kind === 'USER' ? input.target.userCode : null,
        createdAt: now,
        createdBy: p.user.code,
      },
    });
    for (let i = 0; i < resolved.userIds.length; i += RECEIPT_CHUNK) {
      await tx.messageRecipient.createMany({
        data: resolved.userIds.slice(i, i + RECEIPT_CHUNK).map((userId) => ({
          messageId: created.id,
          userId,
          messageType: created.messageType,
          publishDate: created.publishDate,
        })),
      });
    }
    return created;
  });
  if (resolved.userIds.length > 0) {
    const event: LiveEvent = {
      event: 'message',
      messageId: message.id,
      messageType: input.messageType,
      messageTitle: message.messageTitle,
      messageLevel: input.messageLevel,
      srcUsername: message.srcUserName ?? '',
      srcOrgname: message.srcOrgName ?? '',
      publishDate: formatDateTime(message.publishDate),
      isShow: message.isShow ? 'T' : 'F',
      ...(text.length <= INLINE_TEXT_MAX ? { messageText: text } : {}),
    };
    await pushLive(deps, { ...resolved.push, event });
  }
  return { messageId: message.id, recipients: resolved.userIds.length };
}
