'use client';
/** The host's PublicConfig (built on the server per request), available to every client component. */
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '@/lib/client/public-config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig() must be used inside <PublicConfigProvider>');
  return value;
}

/** true on the SSO host itself. */
export function isSsoHost(config: PublicConfig): boolean {
  return config.appCode === config.ssoAppCode;
}
