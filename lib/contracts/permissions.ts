/**
 * The permission catalogue of the console: every administrative call names one of these typed
 * strings (an endpoint's `permission`), checked on the server; the browser uses the same names to
 * hide what the server would refuse. How a user holds one (docs/decisions/040-permissions-and-unit-scope.md):
 * - a super administrator holds all of them;
 * - a user type holds its baseline (`types`);
 * - anyone holds those conferred by a granted user-center menu or button whose `permission` is
 *   listed in `grants` (grants come through roles, role groups, departments and direct grants).
 * Kept free of zod so client bundles can import it.
 */

export const USER_TYPES = ['SUPER_ADMIN', 'OPS_ADMIN', 'APP_ADMIN', 'UNIT_ADMIN', 'ORDINARY'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Higher is more powerful; nobody may make a user of a type above their own. */
export const USER_TYPE_RANK: Record<UserType, number> = { SUPER_ADMIN: 4, OPS_ADMIN: 3, APP_ADMIN: 2, UNIT_ADMIN: 1, ORDINARY: 0 };

interface PermissionRule {
  /** User types holding it without any grant. */
  types: readonly UserType[];
  /** Menu or button permissions (Resource.permission of the UC application) that confer it. */
  grants: readonly string[];
  /**
   * A platform permission (system parameters, styles, domains, dictionary, login limits and logs of
   * every unit, the unit structure, role dispatch): a menu or button conferring it is created,
   * changed or handed out only by a platform operator (who administers every unit).
   */
  platform?: true;
}

const OPS: UserType[] = ['OPS_ADMIN'];
const OPS_UNIT: UserType[] = ['OPS_ADMIN', 'UNIT_ADMIN'];
const OPS_APP: UserType[] = ['OPS_ADMIN', 'APP_ADMIN'];
const ADMINS: UserType[] = ['OPS_ADMIN', 'APP_ADMIN', 'UNIT_ADMIN'];

/** Menus whose pages show units (pickers, trees): holding any of them lets you read units in your scope. */
const UNIT_READERS = ['uc:unit:list', 'uc:dept:admin', 'uc:dept:list', 'uc:role:admin', 'uc:role:list', 'uc:unit:app', 'uc:unit:app-step', 'uc:unit:params', 'uc:unit:box', 'uc:open:list', 'uc:open:task', 'uc:user:list', 'uc:user:unit-list'];

export const PERMISSIONS = {
  // Units
  'uc:unit:list': { types: ADMINS, grants: UNIT_READERS },
  'uc:unit:edit': { types: OPS, grants: ['uc:unit:list'], platform: true },
  'uc:unit:app': { types: ADMINS, grants: ['uc:unit:app', 'uc:unit:app-step', 'uc:open:list', 'uc:unit:list'] },
  'uc:unit:params': { types: OPS_UNIT, grants: ['uc:unit:params'] },
  // Departments
  'uc:dept:list': { types: OPS_UNIT, grants: ['uc:dept:list', 'uc:dept:admin', 'uc:user:list', 'uc:user:unit-list', 'uc:role:list', 'uc:role:admin'] },
  'uc:dept:edit': { types: OPS_UNIT, grants: ['uc:dept:add', 'uc:dept:delete', 'uc:dept:admin'] },
  // Users
  'uc:user:list': { types: OPS_UNIT, grants: ['uc:user:list', 'uc:user:unit-list', 'uc:dept:list', 'uc:dept:admin'] },
  'uc:user:add': { types: OPS_UNIT, grants: ['uc:user:add'] },
  'uc:user:edit': { types: OPS_UNIT, grants: ['uc:user:edit'] },
  'uc:user:delete': { types: OPS_UNIT, grants: ['uc:user:delete'] },
  'uc:user:lock': { types: OPS_UNIT, grants: ['uc:user:lock'] },
  'uc:user:unlock': { types: OPS_UNIT, grants: ['uc:user:unlock'] },
  'uc:user:reset-password': { types: OPS_UNIT, grants: ['uc:user:reset-password'] },
  'uc:user:role': { types: OPS_UNIT, grants: ['uc:user:role'] },
  'uc:user:pms': { types: OPS_UNIT, grants: ['uc:user:pms'] },
  'uc:user:wechat': { types: OPS_UNIT, grants: ['uc:user:wechat'] },
  // Ending a user's sessions everywhere (who may lock a user may also just sign them out)
  'uc:user:session:end': { types: OPS_UNIT, grants: ['uc:user:session:end', 'uc:user:lock'] },
  // Roles
  'uc:role:list': { types: OPS_UNIT, grants: ['uc:role:list', 'uc:role:admin', 'uc:user:role', 'uc:dept:admin'] },
  'uc:role:edit': { types: OPS_UNIT, grants: ['uc:role:add', 'uc:role:edit', 'uc:role:admin'] },
  'uc:role:delete': { types: OPS_UNIT, grants: ['uc:role:delete', 'uc:role:admin'] },
  'uc:role:assign': { types: OPS_UNIT, grants: ['uc:role:edit', 'uc:role:admin', 'uc:user:role'] },
  'uc:role:dispatch': { types: OPS, grants: ['uc:role:dispatch'], platform: true },
  // Resources and menus
  'uc:resource:list': { types: OPS_APP, grants: ['uc:resource:list', 'uc:role:list', 'uc:role:admin', 'uc:user:role'] },
  'uc:resource:edit': { types: ['APP_ADMIN'], grants: ['uc:resource:add', 'uc:resource:delete'] },
  'uc:resource:diagnosis': { types: ADMINS, grants: ['uc:resource:diagnosis'] },
  // Applications, their configuration and their opening for units
  'uc:app:list': { types: ADMINS, grants: ['uc:app:list', 'uc:app:config', 'uc:open:list', 'uc:unit:app', 'uc:resource:list'] },
  'uc:app:edit': { types: ['APP_ADMIN'], grants: ['uc:app:add', 'uc:app:edit'] },
  'uc:app:config': { types: ['APP_ADMIN'], grants: ['uc:app:config'] },
  'uc:open:list': { types: OPS_APP, grants: ['uc:open:list', 'uc:open:task', 'uc:unit:app-step'] },
  'uc:open:edit': { types: OPS_APP, grants: ['uc:open:list'] },
  'uc:open:retry': { types: OPS_APP, grants: ['uc:open:retry'] },
  'uc:open:transfer': { types: OPS_APP, grants: ['uc:open:transfer'] },
  // The portal's translation editor (with the language module): conferred by a menu or button with this permission
  'uc:translate:edit': { types: [], grants: ['uc:translate:edit'] },
  // Login security of a unit (/safety/*, the /loginValidation/ calls) and login limits (/limit/*)
  'uc:safety:view': { types: OPS_UNIT, grants: ['uc:safety:ip', 'uc:safety:sms', 'uc:safety:lock', 'uc:safety:repeat', 'uc:limit:list'] },
  'uc:safety:switch': { types: OPS_UNIT, grants: ['uc:safety:ip', 'uc:safety:sms', 'uc:safety:lock', 'uc:safety:repeat'] },
  'uc:safety:ip': { types: OPS_UNIT, grants: ['uc:safety:ip'] },
  'uc:safety:sms': { types: OPS_UNIT, grants: ['uc:safety:sms'] },
  'uc:safety:lock': { types: OPS_UNIT, grants: ['uc:safety:lock'] },
  'uc:safety:repeat': { types: OPS_UNIT, grants: ['uc:safety:repeat'] },
  'uc:limit:list': { types: OPS_UNIT, grants: ['uc:limit:list'], platform: true },
  'uc:limit:edit': { types: OPS_UNIT, grants: ['uc:limit:list'], platform: true },
  // Logs: login logs of every unit (platform operators) or of one's own units; audit and operation logs
  'uc:login-log:all': { types: OPS, grants: ['uc:login-log:all'], platform: true },
  'uc:login-log:unit': { types: OPS_UNIT, grants: ['uc:login-log:unit', 'uc:login-log:all'] },
  'uc:audit:list': { types: OPS_UNIT, grants: ['uc:audit:list', 'uc:login-log:all'] },
  // System parameters (platform operators) and the password strength of a unit or of the system
  'uc:param:list': { types: OPS, grants: ['uc:param:list', 'uc:param:edit'], platform: true },
  'uc:param:edit': { types: OPS, grants: ['uc:param:edit'], platform: true },
  'uc:password:strategy': { types: OPS_UNIT, grants: ['uc:password:strategy'] },
  // Domains: per-host branding of the login pages and the shell (platform operators, or the menu and its buttons)
  'uc:domain:list': { types: OPS, grants: ['uc:domain:list', 'uc:domain:add', 'uc:domain:edit'], platform: true },
  'uc:domain:edit': { types: OPS, grants: ['uc:domain:add', 'uc:domain:edit'], platform: true },
  // The project's start-up configuration, read-only (/config/project-config)
  'uc:project:list': { types: OPS, grants: ['uc:project:list'], platform: true },
  // Hotel information of a hotel (its administrators, or the unit pages)
  'uc:hotel:edit': { types: OPS_UNIT, grants: ['uc:unit:params', 'uc:unit:list'] },
  // Brand management: the code box (dictionary) the shell reads (UPDATE_HISTORY_URL and the like)
  'uc:brand:list': { types: OPS, grants: ['uc:brand:list'], platform: true },
  'uc:brand:edit': { types: OPS, grants: ['uc:brand:list'], platform: true },
  // Style resources: files and snippets of the login pages and the shell (platform operators, or the menus and their edit button)
  'uc:style:list': { types: OPS, grants: ['uc:style:list', 'uc:style:edit'], platform: true },
  'uc:style:edit': { types: OPS, grants: ['uc:style:edit'], platform: true },
  // Publishing messages and notices within one's reach, the sent list, withdrawing (the notice screen's menu confers it)
  'message:publish': { types: OPS_UNIT, grants: ['uc:message:notice'] },
  // The system tip is shown to every user of every unit: platform operators only
  'message:system-tip': { types: OPS, grants: ['uc:message:system-tip'], platform: true },
  // Pickers' remote lists (zones, companies, suppliers, groups)
  'uc:remote:list': { types: ADMINS, grants: ['uc:user:list', 'uc:user:edit', 'uc:role:list', 'uc:unit:list'] },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

/** The console permissions a user-center menu or button carrying `grant` gives whoever holds it. */
export function conferredBy(grant: string): Permission[] {
  return ALL_PERMISSIONS.filter((name) => (PERMISSIONS[name] as PermissionRule).grants.includes(grant));
}

export function isPlatformPermission(name: Permission): boolean {
  return (PERMISSIONS[name] as PermissionRule).platform === true;
}

/** The permissions a user type and a set of granted menu/button permission strings give. */
export function permissionsOf(type: string, granted: Iterable<string>): Set<Permission> {
  if (type === 'SUPER_ADMIN') return new Set(ALL_PERMISSIONS);
  const grants = new Set(granted);
  const out = new Set<Permission>();
  for (const name of ALL_PERMISSIONS) {
    const rule: PermissionRule = PERMISSIONS[name];
    if (rule.types.includes(type as UserType) || rule.grants.some((g) => grants.has(g))) out.add(name);
  }
  return out;
}
