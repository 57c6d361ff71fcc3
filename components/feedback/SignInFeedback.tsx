'use client';
/**
 * ApiFeedback of the sign-in pages: the fetch layer's error toasts, the end of a dead session
 * (50001) and the repeat-login prompt (52100). The prompt's antd modal loads only when it opens.
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { onApiEvent } from '@/lib/client/events';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { toast } from '@/components/signin/Toaster';
import { sessionEndPath } from './logout';

const RepeatLoginDialog = dynamic(() => import('./RepeatLoginDialog').then((m) => m.RepeatLoginDialog), { ssr: false });

export function SignInFeedback() {
  const config = usePublicConfig();
  const [repeat, setRepeat] = useState<{ info: RepeatLoginInfo | null } | null>(null);

  useEffect(
    () =>
      onApiEvent((e) => {
        if (e.type === 'error') toast('error', e.message);
        else if (e.type === 'session-invalid') window.location.assign(sessionEndPath(config));
        else setRepeat((open) => open ?? { info: e.info });
      }),
    [config],
  );

  if (!repeat) return null;
  return <RepeatLoginDialog info={repeat.info} variant="overwritten" onOk={() => window.location.assign(sessionEndPath(config))} />;
}
