/**
 * When the password must or may be changed (portal.md section 4). Pure: the guard opens the modal
 * from it and the user menu highlights the same case.
 */
import type { PublicLoginResult } from '@/lib/contracts/auth';

export type PasswordNotice = 'firstLogin' | 'expired';

export interface PasswordDemand {
  open: boolean;
  mandatory: boolean;
  notice?: PasswordNotice;
}

type LoginFlags = { pwdChange: PublicLoginResult['pwdChange']; user: Pick<PublicLoginResult['user'], 'firstLogin' | 'isBackdoor'> };

export function passwordDemand(login: LoginFlags, appCode: string, userCenterAppCode: string): PasswordDemand {
  const firstLogin = login.user.firstLogin === 'T';
  // Mandatory: a first login (not a backdoor user, not the user-center app), or a password too old.
  if (firstLogin && login.user.isBackdoor !== 'T' && appCode !== userCenterAppCode) return { open: true, mandatory: true, notice: 'firstLogin' };
  // A required change of a first password (a new installation's administrator) is still a first login.
  if (login.pwdChange === 'T') return { open: true, mandatory: true, notice: firstLogin ? 'firstLogin' : 'expired' };
  // Any other first login is asked once and may be cancelled.
  if (firstLogin) return { open: true, mandatory: false, notice: 'firstLogin' };
  return { open: false, mandatory: false };
}
