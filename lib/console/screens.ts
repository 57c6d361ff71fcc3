/**
 * The console's screens, declared once (docs/decisions/095): each route of console.md section 2
 * with its title (a message key), the user-center menu that opens it (the seeded menu's name and
 * permission, prisma/seed/uc-menus.ts) and, for screens also opened from inside another screen,
 * that screen. The pages' guard, their titles, the links between screens and the seed's menu
 * addresses all read this table. Imports nothing, so pages, client components and the seed (run
 * by tsx outside Next) can all read it.
 */

/** The user-center menu (a Resource of the UC application) whose entry opens the screen. */
export interface ScreenMenu {
  /** The menu's name (its identity and code). */
  name: string;
  /** The menu's permission string (Resource.permission); menus without one have none. */
  permission?: string;
}

export interface ScreenDeclaration<K extends string = string> {
  /** The address the menu opens (no query). */
  path: string;
  /** The page file's route when `path` fills a dynamic segment of it ('/code/[code]'). */
  route?: string;
  /** The page title's message key. */
  title: string;
  menu?: ScreenMenu;
  /** Screens this one is opened from (row actions, call-backs): it opens whenever one of them does. */
  within?: readonly K[];
  /** The unit's name and the user's code are written over the page (console.md section 2). */
  watermark?: boolean;
}

const menu = (name: string, permission?: string): ScreenMenu => (permission ? { name, permission } : { name });

/** Checks each `within` names a screen of the same table. */
function defineScreens<const T extends Record<string, ScreenDeclaration<Extract<keyof T, string>>>>(screens: T): T {
  return screens;
}

export const SCREENS = defineScreens({
  // System configuration
  domains: { path: '/config/domain-list', title: 'console.options.domains.title', menu: menu('uc_config_domain', 'uc:domain:list') },
  projectConfig: { path: '/config/project-config', title: 'console.options.project.title', menu: menu('uc_config_project', 'uc:project:list') },
  parameters: { path: '/config/parameter-config', title: 'console.options.params.title', menu: menu('uc_config_param', 'uc:param:list') },
  brand: { path: '/code/tabLogo', route: '/code/[code]', title: 'console.options.codeBox.title', menu: menu('uc_config_brand', 'uc:brand:list') },
  styleFile: { path: '/style/file', route: '/style/[kind]', title: 'console.style.titles.FILE', menu: menu('uc_style_file', 'uc:style:list') },
  styleHtml: { path: '/style/html', route: '/style/[kind]', title: 'console.style.titles.HTML', menu: menu('uc_style_html', 'uc:style:list') },
  styleCss: { path: '/style/css', route: '/style/[kind]', title: 'console.style.titles.CSS', menu: menu('uc_style_css', 'uc:style:list') },
  styleJavascript: { path: '/style/javascript', route: '/style/[kind]', title: 'console.style.titles.JAVASCRIPT', menu: menu('uc_style_js', 'uc:style:list') },
  styleVue: { path: '/style/vue', route: '/style/[kind]', title: 'console.style.titles.VUE', menu: menu('uc_style_vue', 'uc:style:list') },
  uiLibrary: { path: '/uilib/ui', title: 'console.style.titles.UI', menu: menu('uc_uilib', 'uc:style:list') },
  // Applications
  apps: { path: '/apply/applyList', title: 'console.apps.title', menu: menu('uc_apply_list', 'uc:app:list') },
  appMacros: { path: '/apply/applyConfigList', title: 'console.apps.macroTitle', menu: menu('uc_apply_config', 'uc:app:config'), within: ['apps'] },
  resources: { path: '/apply/resourceList', title: 'console.resources.title', menu: menu('uc_apply_resource', 'uc:resource:list') },
  resourceList: { path: '/apply/resource-list', title: 'console.resources.listTitle', menu: menu('uc_apply_res_list', 'uc:resource:list') },
  openings: { path: '/apply/open-list', title: 'console.opening.title', menu: menu('uc_apply_open', 'uc:open:list') },
  openTasks: { path: '/apply/open-task-list', title: 'console.opening.tasksTitle', menu: menu('uc_apply_open_task', 'uc:open:task'), within: ['openings'] },
  diagnosis: { path: '/apply/verification', title: 'console.resources.diagnosis.title', menu: menu('uc_apply_verify', 'uc:resource:diagnosis') },
  formValidation: { path: '/validationShuxiang', title: 'console.validation.form.title', menu: menu('uc_validation_form', 'uc:resource:diagnosis') },
  reportValidation: { path: '/validationReport', title: 'console.validation.report.title', menu: menu('uc_validation_report', 'uc:resource:diagnosis') },
  // Users
  users: { path: '/user/user-list', title: 'console.users.title', menu: menu('uc_user_list', 'uc:user:list'), watermark: true },
  unitUsers: { path: '/user/unit-user-list', title: 'console.users.unitUsersTitle', menu: menu('uc_user_unit', 'uc:user:unit-list'), watermark: true },
  legacyUsers: { path: '/user/userList', title: 'console.users.title', menu: menu('uc_user_old', 'uc:user:list'), watermark: true },
  // Where the OAuth2 provider sends the administrator back after a WeChat binding begun in a user list.
  wechatBind: { path: '/user/wechat-bind', title: 'console.users.wechat.callbackTitle', within: ['users', 'unitUsers', 'departments', 'adminDepartments'] },
  // Security
  ipWhite: { path: '/safety/ipWhite', title: 'console.security.ipWhite.title', menu: menu('uc_safety_ip', 'uc:safety:ip') },
  sms: { path: '/safety/sms', title: 'console.security.sms.title', menu: menu('uc_safety_sms', 'uc:safety:sms') },
  lockScreen: { path: '/safety/lockScreen', title: 'console.security.lockScreen.title', menu: menu('uc_safety_lock', 'uc:safety:lock') },
  repeatLogin: { path: '/safety/repeatLogin', title: 'console.security.repeatLogin.title', menu: menu('uc_safety_repeat', 'uc:safety:repeat') },
  loginLimits: { path: '/login-limit/login-limit-list', title: 'console.security.limits.title', menu: menu('uc_login_limit', 'uc:limit:list') },
  passwordStrength: { path: '/password/update', title: 'console.options.strength.title', menu: menu('uc_password_strategy', 'uc:password:strategy') },
  // Units
  units: { path: '/unit/unitList', title: 'console.units.title', menu: menu('uc_unit_list', 'uc:unit:list') },
  adminDepartments: { path: '/unit/admin-departs', title: 'console.departments.titleAdmin', menu: menu('uc_unit_admin_depart', 'uc:dept:admin'), within: ['units'], watermark: true },
  departments: { path: '/unit/manageUnit', title: 'console.departments.title', menu: menu('uc_unit_depart', 'uc:dept:list'), watermark: true },
  unitApps: { path: '/unit/unit-app-list', title: 'console.unitPages.app.title', menu: menu('uc_unit_app', 'uc:unit:app'), within: ['units'] },
  unitSteps: { path: '/unit/unit-app-step-list', title: 'console.unitPages.steps.title', menu: menu('uc_unit_app_step', 'uc:unit:app-step'), within: ['unitApps'] },
  unitParams: { path: '/unit/unit-params', title: 'console.unitPages.param.title', menu: menu('uc_unit_params', 'uc:unit:params') },
  unitBox: { path: '/unit/unit-box', title: 'console.unitPages.box.title', menu: menu('uc_unit_box', 'uc:unit:box'), within: ['units'] },
  hotelInfo: { path: '/unit/hotel-info', title: 'console.hotels.title', menu: menu('uc_unit_hotel_info', 'uc:unit:params') },
  // Roles
  adminRoles: { path: '/role/admin-roles', title: 'console.roles.titleAdmin', menu: menu('uc_role_admin', 'uc:role:admin') },
  roles: { path: '/role/roleList', title: 'console.roles.title', menu: menu('uc_role_list', 'uc:role:list') },
  // Logs
  allLoginLogs: { path: '/login-log/admin-login-log', title: 'console.logs.login.title', menu: menu('uc_login_log_all', 'uc:login-log:all') },
  unitLoginLogs: { path: '/login-log/login-log', title: 'console.logs.login.unitTitle', menu: menu('uc_login_log_unit', 'uc:login-log:unit') },
  auditLog: { path: '/auditLog/list', title: 'console.logs.audit.title', menu: menu('uc_audit_log', 'uc:audit:list') },
  operationLogs: { path: '/logs', title: 'console.logs.operation.title', menu: menu('uc_operation_log', 'uc:audit:list') },
  // Messages
  notices: { path: '/message/notice-list', title: 'console.notices.title', menu: menu('uc_message_notice', 'uc:message:notice') },
  // Reports
  myReports: { path: '/report/myReport', title: 'console.reports.mineTitle', menu: menu('uc_report_mine') },
  reportCenter: { path: '/report/reportCenter', title: 'console.reports.centerTitle', menu: menu('uc_report_center', 'uc:report:center') },
  openReport: { path: '/report/openReport', title: 'console.reports.openTitle', menu: menu('uc_report_open'), within: ['myReports', 'reportCenter'] },
});

export type ScreenKey = keyof typeof SCREENS;

export const SCREEN_KEYS = Object.keys(SCREENS) as ScreenKey[];

export function screenOf(key: ScreenKey): ScreenDeclaration<ScreenKey> {
  return SCREENS[key];
}

/** The screen at an address (its path, query ignored), if any. */
export function screenAt(address: string): ScreenKey | undefined {
  const path = address.split(/[?#]/)[0];
  return SCREEN_KEYS.find((k) => SCREENS[k].path === path);
}

/** A screen's address with a query (links between screens). */
export function screenHref(key: ScreenKey, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const q = params.toString();
  return q ? `${SCREENS[key].path}?${q}` : SCREENS[key].path;
}

/** The part of a menu tree the rule reads (lib/contracts/auth.ts MenuNode). */
export interface ShownMenu {
  name: string;
  path: string;
  children: readonly ShownMenu[];
}

/** What a user is shown in the user center's shell: the menus' names and the addresses they open. */
export interface ShownMenus {
  names: ReadonlySet<string>;
  paths: ReadonlySet<string>;
}

export function shownMenusOf(menus: readonly ShownMenu[]): ShownMenus {
  const names = new Set<string>();
  const paths = new Set<string>();
  const walk = (nodes: readonly ShownMenu[]) => {
    for (const m of nodes) {
      names.add(m.name);
      // Only addresses of this host: an absolute URL opens another site, not a console screen.
      if (m.path.startsWith('/') && !m.path.startsWith('//')) paths.add(m.path.split(/[?#]/)[0]!);
      walk(m.children);
    }
  };
  walk(menus);
  return { names, paths };
}

/**
 * Whether a screen opens for a user: a super administrator opens every screen; anyone else when a
 * menu that opens it is shown to them (the declared menu by name, or any menu whose address is the
 * screen's, e.g. one an administrator added), or when a screen it is opened from opens.
 */
export function screenOpens(key: ScreenKey, shown: ShownMenus, superAdmin: boolean, seen: ReadonlySet<ScreenKey> = new Set()): boolean {
  if (superAdmin) return true;
  const screen = screenOf(key);
  if (screen.menu && shown.names.has(screen.menu.name)) return true;
  if (shown.paths.has(screen.path)) return true;
  const next = new Set(seen).add(key);
  return (screen.within ?? []).some((parent) => !next.has(parent) && screenOpens(parent, shown, false, next));
}

/** Every screen that opens for the user. */
export function openScreens(shown: ShownMenus, superAdmin: boolean): ScreenKey[] {
  return SCREEN_KEYS.filter((k) => screenOpens(k, shown, superAdmin));
}
