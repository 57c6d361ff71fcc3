/** Where the idle lock is kept (local storage), shared by the watcher and its dialog. */
export const SCREEN_LOCK_KEY = 'SYS_SCREEN_LOCKED';

export function storedLock(): boolean {
  try {
    return window.localStorage.getItem(SCREEN_LOCK_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeLock(locked: boolean): void {
  try {
    if (locked) window.localStorage.setItem(SCREEN_LOCK_KEY, '1');
    else window.localStorage.removeItem(SCREEN_LOCK_KEY);
  } catch {
    // Storage unavailable: the lock holds for this page only.
  }
}

