/** The spec's local-storage keys, and logout's rule: clear everything but the kept keys. */
export const StorageKey = {
  app: 'SYS_APP',
  appList: 'SYS_APP_LIST',
  appMenu: 'SYS_APP_MENU',
  lang: 'SYS_LANG',
  langMessage: 'SYS_LANG_MESSAGE',
  noShowNewUcNotice: 'noShowNewUcNotice',
} as const;

/**
 * A non-secret companion of the HttpOnly session cookie, readable by JavaScript: its disappearance
 * tells an open page that the session ended (the spec's one-second check). Set by lib/bff/session.ts.
 */
export const SESSION_HINT_COOKIE = 'SYS_SESSION';

const KEPT_ON_LOGOUT: string[] = [StorageKey.noShowNewUcNotice, StorageKey.lang, StorageKey.langMessage];

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the page still works from the server's answers.
  }
}

export function clearOnLogout(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (!KEPT_ON_LOGOUT.includes(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
