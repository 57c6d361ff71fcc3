/** /user/wechat-bind: where the OAuth2 provider sends the administrator back (code and state) to finish a WeChat binding. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WechatCallback } from '@/components/console/users/WechatCallback';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.users'))('wechat.callbackTitle') };
}

export default async function WechatBindPage({ searchParams }: { searchParams: Promise<{ code?: string; state?: string; error?: string; error_description?: string }> }) {
  const p = await searchParams;
  return <WechatCallback code={p.code ?? ''} state={p.state ?? ''} error={p.error_description ?? p.error ?? ''} />;
}
