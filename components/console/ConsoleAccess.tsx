'use client';
/** The caller's console access on the client: which permissions they hold, which screens open for them, admin mode, their unit (watermark). */
import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleAccess } from '@/lib/contracts/access';
import type { Permission } from '@/lib/contracts/permissions';
import type { ScreenKey } from '@/lib/console/screens';

export interface ClientAccess extends ConsoleAccess {
  /** null: unknown (an upstream that does not answer the call): show everything, the server decides. */
  known: boolean;
  has(permission: Permission | null | undefined): boolean;
  /** Whether a screen opens for the caller (the server's guard, docs/decisions/095): links to others are hidden. */
  opens(screen: ScreenKey): boolean;
}

const Context = createContext<ClientAccess | null>(null);

export function ConsoleAccessProvider({ value, screens, children }: { value: ConsoleAccess | null; screens: readonly ScreenKey[]; children: ReactNode }) {
  const permissions = new Set(value?.permissions ?? []);
  const opened = new Set(screens);
  const access: ClientAccess = {
    permissions: value?.permissions ?? [],
    adminMode: value?.adminMode ?? true,
    scopeAll: value?.scopeAll ?? true,
    user: value?.user ?? { id: 0, code: '', name: '', type: '' },
    unit: value?.unit ?? { id: 0, code: '', name: '', type: '' },
    known: value !== null,
    has: (p) => !p || value === null || permissions.has(p),
    opens: (screen) => opened.has(screen),
  };
  return <Context.Provider value={access}>{children}</Context.Provider>;
}

export function useConsoleAccess(): ClientAccess {
  const access = useContext(Context);
  if (!access) throw new Error('useConsoleAccess outside a console page');
  return access;
}

/** The access when inside a console page, null elsewhere (lists in the portal show every action; the server decides). */
export function useConsoleAccessOrNull(): ClientAccess | null {
  return useContext(Context);
}
