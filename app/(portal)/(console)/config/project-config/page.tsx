/** /config/project-config: the static configuration in force (config/*.json as loaded at start-up). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoPermission } from '@/components/console/NoPermission';
import { mayView } from '@/components/console/server';
import { ProjectConfig } from '@/components/console/options/ProjectConfig';
import { runtime } from '@/lib/server/runtime';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('console.options.project'))('title') };
}

export default async function Page() {
  if (!(await mayView('uc:project:list'))) return <NoPermission />;
  const { loginSystem, appConfig, appLinks } = runtime().config;
  // The files hold addresses and switches, no secrets (those come from the environment).
  const files = [
    { name: 'login-system.json', text: JSON.stringify(loginSystem, null, 2) },
    { name: 'app-config.json', text: JSON.stringify(appConfig, null, 2) },
    { name: 'app-links.json', text: JSON.stringify(appLinks, null, 2) },
  ];
  return <ProjectConfig files={files} />;
}
