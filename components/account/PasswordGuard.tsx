'use client';
/**
 * Opens the change-password modal when the login asks for it (portal.md section 4):
 * - mandatory on a first login (not a backdoor user, not the user-center app) or when the
 *   password is too old (pwdChange T): no way to close it;
 * - once, cancellable, on any other first login: cancelling marks the stored SYS_APP user
 *   firstLogin F in this browser so it does not come back, and makes the spec's cancel call, which
 *   changes nothing on the server (elsewhere the change stays mandatory; docs/decisions/094).
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { callApi } from '@/lib/client/call';
import { readJson, StorageKey, writeJson } from '@/lib/client/storage';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers';
import type { StoredApp } from '@/components/login/login-storage';
import { passwordDemand } from './password-demand';
import * as calls from '@/lib/client/calls.generated';

// Loaded only for the logins that are asked to change the password.
const ChangePasswordModal = dynamic(() => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal), { ssr: false });

/** Fired on window when the first-login prompt is cancelled (the user menu's guide follows it). */
export const PASSWORD_GUARD_CLOSED_EVENT = 'concierge:password-guard-closed';

function storedFirstLoginDone(userId: number): boolean {
  const user = readJson<StoredApp>(StorageKey.app)?.user;
  return user?.id === userId && user.firstLogin === 'F';
}

export function PasswordGuard({ login }: { login: PublicLoginResult }) {
  const config = usePublicConfig();
  const demand = passwordDemand(login, config.appCode, config.defaultAppCode);
  // Decided after mount: the stored SYS_APP is only readable in the browser, and the modal
  // should not be part of the server-rendered HTML.
  const [open, setOpen] = useState(false);
  const userId = login.user.id;
  useEffect(() => {
    // A cancelled first login stays cancelled even if the login given to us is older.
    setOpen(demand.open && (demand.mandatory || !storedFirstLoginDone(userId)));
  }, [demand.open, demand.mandatory, userId]);

  function cancel() {
    setOpen(false);
    // Kept here even when this host stored no login of its own (it signed in through the SSO host).
    const stored = readJson<StoredApp>(StorageKey.app) ?? {};
    const user = stored.user?.id === userId ? stored.user : login.user;
    writeJson(StorageKey.app, { ...stored, user: { ...user, firstLogin: 'F' } } satisfies StoredApp);
    // Quiet: skipping the change must not fail loudly; the server keeps firstLogin until it succeeds.
    void callApi(calls.cancelPasswordChange, {}, { quiet: true }).catch(() => undefined);
    window.dispatchEvent(new Event(PASSWORD_GUARD_CLOSED_EVENT));
  }

  if (!demand.open) return null;
  return <ChangePasswordModal open={open} login={login} notice={demand.notice} mandatory={demand.mandatory} onCancel={cancel} />;
}
