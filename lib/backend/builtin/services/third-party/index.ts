/**
 * WeChat binding (/thirdPlatform/*): an administrator starts the provider's sign-in for a user (who
 * must have a mobile number), the provider sends the browser back with code and state, and the
 * account is bound to the user the state was issued for, by the administrator who started it.
 * The state lives ten minutes in the ephemeral store and is used once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import { usersChanged } from '@/lib/backend/builtin/services/access/invalidate';
import { checkScope } from '@/lib/backend/builtin/services/access/authorize';
import { ref } from '@/lib/contracts/scope';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { isUniqueViolation } from '@/lib/backend/builtin/services/db-errors';
import { formatDateTime } from '@/lib/backend/builtin/services/format';
import { namedUser } from '@/lib/backend/builtin/services/users/user-row';
import { updateUser as writeUser } from '@/lib/backend/builtin/services/users/update-user';
import type { thirdPartyCalls } from '@/lib/contracts/third-party';
import type { Db } from '@/lib/db/client';
import type { ThirdPartyBinding } from '@/lib/db/generated/sqlite/client';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { authorizeUrl, fetchAccount, oauthConfig, pkcePair } from './oauth2-provider';

const STATE_TTL_MS = 10 * 60_000;
const stateKey = (state: string) => `wechat-bind:${createHash('sha256').update(state).digest('base64url')}`;

interface PendingBind {
  userId: number;
  actorUserId: number;
  verifier: string;
  redirectUri: string;
}

const toAccount = (b: ThirdPartyBinding) => ({ id: b.id, openId: b.openId, nickname: b.nickname ?? '', avatarUrl: b.avatarUrl ?? '', boundAt: formatDateTime(b.boundAt) });

export const thirdPartyHandlers: ConsoleHandlers<typeof thirdPartyCalls> = {
  async bindWechatUrl(deps, access, input) {
    const user = await namedUser(deps, input.userId);
    if (!user.mobile) throw new AppError(ErrorCode.MOBILE_REQUIRED);
    // The provider may only send the browser back to this host's own page.
    const redirect = new URL(input.redirectUri);
    if (redirect.host !== access.ctx.host) throw AppError.validation({ redirectUri: ['other_host'] });
    const config = await oauthConfig(deps, user.unitId);
    const state = randomBytes(32).toString('base64url');
    const { verifier, challenge } = pkcePair();
    const pending: PendingBind = { userId: user.id, actorUserId: access.principal.user.id, verifier, redirectUri: input.redirectUri };
    await deps.store.set(stateKey(state), JSON.stringify(pending), STATE_TTL_MS);
    return { url: authorizeUrl(config, { redirectUri: input.redirectUri, state, challenge }) };
  },

  async bindWechat(deps, access, input) {
    const raw = await deps.store.take(stateKey(input.state));
    if (!raw) throw new AppError(ErrorCode.OAUTH_STATE_INVALID);
    const pending = JSON.parse(raw) as PendingBind;
    // Only the administrator who started the binding may finish it.
    if (pending.actorUserId !== access.principal.user.id) throw new AppError(ErrorCode.OAUTH_STATE_INVALID);
    // The state names the user; the caller may have lost them since the start: the same rule, again.
    await checkScope(deps, access, [ref.user('userId')], { userId: pending.userId });
    const user = await namedUser(deps, pending.userId);
    const config = await oauthConfig(deps, user.unitId);
    const account = await fetchAccount(config, { code: input.code, redirectUri: pending.redirectUri, verifier: pending.verifier }, deps.egress);
    const taken = await deps.db.thirdPartyBinding.findUnique({ where: { platform_openId: { platform: 'WECHAT', openId: account.openId } } });
    if (taken && taken.userId !== user.id) throw new AppError(ErrorCode.CONFLICT);
    try {
      const binding = await deps.db.$transaction(async (tx) => {
        const b = taken ?? (await tx.thirdPartyBinding.create({ data: { userId: user.id, platform: 'WECHAT', openId: account.openId, unionId: account.unionId, nickname: account.nickname, avatarUrl: account.avatarUrl, boundAt: deps.now() } }));
        await writeUser({ ...deps, db: tx as unknown as Db }, user.id, { wechatBound: true });
        await writeAudit(tx, access, { action: 'BIND', objectType: 'ThirdPartyBinding', objectId: b.id, unitId: user.unitId, after: { user: user.code, platform: 'WECHAT', openId: b.openId, nickname: b.nickname } });
        return b;
      });
      usersChanged([user.id]);
      return { userId: user.id, account: toAccount(binding) };
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT);
      throw e;
    }
  },

  async wechatAccounts(deps, access, input) {
    await namedUser(deps, input.userId);
    const rows = await deps.db.thirdPartyBinding.findMany({ where: { userId: input.userId, platform: 'WECHAT' }, orderBy: { boundAt: 'asc' } });
    return rows.map(toAccount);
  },

  async removeWechat(deps, access, input) {
    const binding = await deps.db.thirdPartyBinding.findUnique({ where: { id: input.id } });
    if (!binding) throw new AppError(ErrorCode.NOT_FOUND);
    const user = await namedUser(deps, binding.userId);
    await deps.db.$transaction(async (tx) => {
      await tx.thirdPartyBinding.delete({ where: { id: binding.id } });
      const left = await tx.thirdPartyBinding.count({ where: { userId: user.id, platform: 'WECHAT' } });
      if (left === 0) await writeUser({ ...deps, db: tx as unknown as Db }, user.id, { wechatBound: false });
      await writeAudit(tx, access, { action: 'UNBIND', objectType: 'ThirdPartyBinding', objectId: binding.id, unitId: user.unitId, before: { user: user.code, openId: binding.openId, nickname: binding.nickname } });
    });
    usersChanged([user.id]);
    return null;
  },
};
