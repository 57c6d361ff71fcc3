/** /config/project-config: the static configuration in force (config/*.json as loaded at start-up). */
import { openScreen, screenMetadata } from '@/components/console/server';
import { ProjectConfig } from '@/components/console/options/ProjectConfig';
import { runtime } from '@/lib/server/runtime';

export const generateMetadata = screenMetadata('projectConfig');

export default async function Page() {
  await openScreen('projectConfig');
  const { loginSystem, appConfig, appLinks } = runtime().config;
  // The files hold addresses and switches, no secrets (those come from the environment).
  const files = [
    { name: 'login-system.json', text: JSON.stringify(loginSystem, null, 2) },
    { name: 'app-config.json', text: JSON.stringify(appConfig, null, 2) },
    { name: 'app-links.json', text: JSON.stringify(appLinks, null, 2) },
  ];
  return <ProjectConfig files={files} />;
}
