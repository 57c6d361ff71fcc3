/** /user/wechat-bind: where the OAuth2 provider sends the administrator back (code and state) to finish a WeChat binding. */
import { openScreen, screenMetadata } from '@/components/console/server';
import { WechatCallback } from '@/components/console/users/WechatCallback';

export const generateMetadata = screenMetadata('wechatBind');

export default async function WechatBindPage({ searchParams }: { searchParams: Promise<{ code?: string; state?: string; error?: string; error_description?: string }> }) {
  await openScreen('wechatBind');
  const p = await searchParams;
  return <WechatCallback code={p.code ?? ''} state={p.state ?? ''} error={p.error_description ?? p.error ?? ''} />;
}
