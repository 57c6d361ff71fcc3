/** What a console page shows to a user without its permission (console.md section 2: "No permission to view the page"). */
import { Result } from 'antd';
import '@/components/style/antd/Result';
import { getTranslations } from 'next-intl/server';

export async function NoPermission() {
  const t = await getTranslations('pages');
  return <Result status="403" title={t('403.title')} subTitle={t('403.description')} />;
}
