/**
 * WeChat binding of a user (console.md section 7: /thirdPlatform/*) through a configurable OAuth2
 * provider (authorization code flow with PKCE; docs/decisions/043-wechat-binding-oauth2.md).
 */
import { z } from 'zod';
import { consoleCall, done, idSchema } from './console-call';
import { ref, scope } from './scope';

export const wechatAccountSchema = z.object({ id: z.number().int(), openId: z.string(), nickname: z.string(), avatarUrl: z.string(), boundAt: z.string() });

export const thirdPartyCalls = {
  /** The provider's authorisation address for binding `userId` (the user's mobile is required first). */
  bindWechatUrl: consoleCall({
    method: 'GET',
    path: '/thirdPlatform/getBindWechatUrl',
    permission: 'uc:user:wechat',
    scope: scope.of(ref.user('userId')),
    input: z.object({ userId: idSchema, redirectUri: z.url().max(500) }),
    output: z.object({ url: z.string() }),
  }),
  /** The provider's answer (code and state) coming back: binds the account to the user the state was issued for. */
  bindWechat: consoleCall({
    method: 'GET',
    path: '/thirdPlatform/bind',
    permission: 'uc:user:wechat',
    scope: scope.self('the state names the user the caller started the binding for; that user is checked again by the same rule when it is redeemed'),
    sameOriginOnly: true,
    input: z.object({ code: z.string().trim().min(1).max(2000), state: z.string().trim().min(16).max(200) }),
    output: z.object({ userId: z.number().int(), account: wechatAccountSchema }),
  }),
  wechatAccounts: consoleCall({ method: 'GET', path: '/thirdPlatform/getWechatAccounts', permission: 'uc:user:wechat', scope: scope.of(ref.user('userId')), input: z.object({ userId: idSchema }), output: z.array(wechatAccountSchema) }),
  removeWechat: consoleCall({ method: 'POST', path: '/thirdPlatform/remove', permission: 'uc:user:wechat', scope: scope.of(ref.wechatBinding('id')), input: z.object({ id: idSchema }), output: done }),
};
