/**
 * What a login leaves in localStorage (portal.md section 3): SYS_APP (user, unit, remember-me
 * [unitCode, userCode, checked], password-guide flag), SYS_APP_LIST (apps), SYS_APP_MENU (menus).
 * The password is never stored.
 */
import type { PublicLoginResult, SessionUser, Unit } from '@/lib/contracts/auth';
import { clearOnLogout, readJson, StorageKey, writeJson } from '@/lib/client/storage';

export type Remember = [unitCode: string, userCode: string, checked: boolean];

export interface StoredApp {
  appCode?: string;
  user?: SessionUser;
  unit?: Unit;
  remember?: Remember;
  /** The intro guide's "highlight update password" flag, kept across logins. */
  pwdGuide?: boolean;
}

function isRemember(v: unknown): v is Remember {
  return Array.isArray(v) && v.length === 3 && typeof v[0] === 'string' && typeof v[1] === 'string' && typeof v[2] === 'boolean';
}

export function readRemember(): Remember | undefined {
  const r = readJson<StoredApp>(StorageKey.app)?.remember;
  return isRemember(r) ? r : undefined;
}

/** Stores a login result; `remember` undefined keeps the stored remember-me as it is. */
export function storeLogin(result: PublicLoginResult, appCode: string, remember?: Remember): void {
  const previous = readJson<StoredApp>(StorageKey.app) ?? {};
  const next: StoredApp = {
    ...previous,
    appCode,
    user: result.user,
    unit: result.unit,
    remember: remember ?? (isRemember(previous.remember) ? previous.remember : ['', '', false]),
  };
  writeJson(StorageKey.app, next);
  writeJson(StorageKey.appList, result.apps);
  writeJson(StorageKey.appMenu, result.menus);
}

/**
 * Logout's clearing rule (everything but noShowNewUcNotice, SYS_LANG, SYS_LANG_MESSAGE), except
 * that a checked remember-me survives: it exists to prefill the next login form.
 */
export function clearStoredLogin(): void {
  const remember = readRemember();
  clearOnLogout();
  if (remember?.[2]) writeJson(StorageKey.app, { remember } satisfies StoredApp);
}
