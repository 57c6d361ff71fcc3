'use client';
/**
 * Client-side providers of the sign-in pages (login, SSO login, agreement, error pages): the host's
 * public config, the fetch layer, toasts and the fetch layer's events. No antd: these pages are the
 * first load of every user and draw their controls natively (docs/decisions/021-static-sign-in-pages.md).
 */
import type { ReactNode } from 'react';
import type { PublicConfig } from '@/lib/client/public-config';
import { SignInFeedback } from '@/components/feedback/SignInFeedback';
import { Toaster } from '@/components/signin/Toaster';
import { ApiSetup } from './ApiSetup';
import { HashStripper } from './HashStripper';
import { PublicConfigProvider } from './PublicConfigProvider';

export function SignInProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <PublicConfigProvider value={config}>
      <ApiSetup />
      <HashStripper />
      <SignInFeedback />
      <Toaster />
      {children}
    </PublicConfigProvider>
  );
}
