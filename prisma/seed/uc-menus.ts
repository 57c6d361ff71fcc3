// The user-center (UC) menu tree: the console routes of console.md section 2, grouped as the
// console's first-level menus, plus UC report categories. Every window type occurs at least once.
// A menu that opens a console screen takes its name, address and permission from the screens'
// table (lib/console/screens.ts), which the pages' guard reads too.
import { screenHref, screenOf, type ScreenKey } from '../../lib/console/screens.ts'
import { button, type MenuSeed, type ReportCategorySeed } from './menu-types.ts'

/** The menu that opens a console screen: its name, address and permission, as the screens' table declares them (docs/decisions/095). */
function opens(key: ScreenKey): Pick<MenuSeed, 'name' | 'address' | 'permission'> {
  const { path, menu } = screenOf(key)
  if (!menu) throw new Error(`seed: screen ${key} has no menu`)
  return { name: menu.name, address: path, ...(menu.permission ? { permission: menu.permission } : {}) }
}

export const UC_MENUS: readonly MenuSeed[] = [
  {
    name: 'uc_config', title: '系统配置', titleEn: 'System configuration', icon: 'SettingOutlined',
    children: [
      {
        ...opens('domains'), title: '域名配置', titleEn: 'Domains', icon: 'GlobalOutlined',
        children: [
          button('uc_config_domain_add', '新增域名', 'Add domain', 'uc:domain:add'),
          button('uc_config_domain_edit', '编辑域名', 'Edit domain', 'uc:domain:edit'),
        ],
      },
      { ...opens('projectConfig'), title: '项目配置', titleEn: 'Project configuration', icon: 'ProjectOutlined' },
      {
        ...opens('parameters'), title: '参数配置', titleEn: 'Parameters', icon: 'ControlOutlined',
        children: [button('uc_config_param_edit', '修改参数', 'Edit parameter', 'uc:param:edit')],
      },
      { ...opens('brand'), title: '品牌管理', titleEn: 'Brand', icon: 'PictureOutlined' },
      {
        // Style resources (docs/decisions/066): each list has its edit button. The content frame and a new page, as the legacy editors opened.
        name: 'uc_config_style', title: '样式管理', titleEn: 'Styles', icon: 'BgColorsOutlined',
        children: [
          { ...opens('styleFile'), title: '文件', titleEn: 'Files', winType: 'CURRENTPAGE', icon: 'FileOutlined', children: [button('uc_style_file_edit', '编辑文件', 'Edit files', 'uc:style:edit')] },
          { ...opens('styleHtml'), title: 'HTML', titleEn: 'HTML', winType: 'CURRENTPAGE', icon: 'Html5Outlined', children: [button('uc_style_html_edit', '编辑 HTML', 'Edit HTML', 'uc:style:edit')] },
          { ...opens('styleCss'), title: 'CSS', titleEn: 'CSS', winType: 'CURRENTPAGE', icon: 'FormatPainterOutlined', children: [button('uc_style_css_edit', '编辑 CSS', 'Edit CSS', 'uc:style:edit')] },
          { ...opens('styleJavascript'), title: 'JavaScript', titleEn: 'JavaScript', winType: 'CURRENTPAGE', icon: 'CodeOutlined', children: [button('uc_style_js_edit', '编辑 JavaScript', 'Edit JavaScript', 'uc:style:edit')] },
          { ...opens('styleVue'), title: 'Vue', titleEn: 'Vue', winType: 'CURRENTPAGE', icon: 'CodeSandboxOutlined', children: [button('uc_style_vue_edit', '编辑 Vue', 'Edit Vue', 'uc:style:edit')] },
          { ...opens('uiLibrary'), title: '组件库', titleEn: 'UI library', winType: 'NEWPAGE', icon: 'BlockOutlined', children: [button('uc_uilib_edit', '编辑组件', 'Edit components', 'uc:style:edit')] },
        ],
      },
    ],
  },
  {
    name: 'uc_apply', title: '应用管理', titleEn: 'Applications', icon: 'AppstoreOutlined',
    children: [
      {
        ...opens('apps'), title: '应用列表', titleEn: 'Application list', icon: 'UnorderedListOutlined',
        children: [
          button('uc_apply_add', '新增应用', 'Add application', 'uc:app:add'),
          button('uc_apply_edit', '编辑应用', 'Edit application', 'uc:app:edit'),
        ],
      },
      { ...opens('appMacros'), title: '应用配置', titleEn: 'Application configuration', icon: 'ToolOutlined' },
      {
        ...opens('resources'), title: '资源管理', titleEn: 'Resources', icon: 'ClusterOutlined',
        children: [
          button('uc_apply_resource_add', '新增资源', 'Add resource', 'uc:resource:add'),
          button('uc_apply_resource_del', '删除资源', 'Delete resource', 'uc:resource:delete'),
        ],
      },
      { ...opens('resourceList'), title: '资源列表', titleEn: 'Resource list', icon: 'BarsOutlined' },
      { ...opens('openings'), title: '应用开通', titleEn: 'Application opening', icon: 'UnlockOutlined' },
      {
        ...opens('openTasks'), title: '开通任务', titleEn: 'Opening tasks', icon: 'ScheduleOutlined', tip: '1',
        children: [
          button('uc_apply_task_retry', '重试', 'Retry', 'uc:open:retry'),
          button('uc_apply_task_transfer', '转交', 'Transfer', 'uc:open:transfer'),
        ],
      },
      { ...opens('diagnosis'), winType: 'ALERT', title: '权限诊断', titleEn: 'Permission diagnosis', icon: 'AuditOutlined' },
      { ...opens('formValidation'), title: '表单权限校验', titleEn: 'Form permission check', icon: 'FormOutlined' },
      { ...opens('reportValidation'), title: '报表权限校验', titleEn: 'Report permission check', icon: 'FileDoneOutlined' },
    ],
  },
  {
    name: 'uc_user', title: '用户管理', titleEn: 'Users', icon: 'UserOutlined',
    children: [
      {
        ...opens('users'), title: '用户列表', titleEn: 'User list', icon: 'TeamOutlined',
        children: [
          button('uc_user_add', '新增用户', 'Add user', 'uc:user:add'),
          button('uc_user_edit', '编辑用户', 'Edit user', 'uc:user:edit'),
          button('uc_user_delete', '删除用户', 'Delete user', 'uc:user:delete'),
          button('uc_user_lock', '锁定', 'Lock', 'uc:user:lock'),
          button('uc_user_unlock', '解锁', 'Unlock', 'uc:user:unlock'),
          button('uc_user_reset_pwd', '重置密码', 'Reset password', 'uc:user:reset-password'),
          button('uc_user_role', '分配角色', 'Assign roles', 'uc:user:role'),
          button('uc_user_pms', 'PMS 账号', 'PMS account', 'uc:user:pms'),
          button('uc_user_wechat', '微信绑定', 'WeChat binding', 'uc:user:wechat'),
        ],
      },
      { ...opens('unitUsers'), title: '单位用户', titleEn: 'Unit users', icon: 'IdcardOutlined' },
      { ...opens('legacyUsers'), title: '用户列表（旧版）', titleEn: 'User list (legacy)', icon: 'HistoryOutlined' },
    ],
  },
  {
    name: 'uc_safety', title: '安全设置', titleEn: 'Security', icon: 'SafetyOutlined',
    children: [
      {
        name: 'uc_safety_login', title: '登录验证', titleEn: 'Login validation', icon: 'LoginOutlined',
        children: [
          { ...opens('ipWhite'), title: 'IP 白名单', titleEn: 'IP white list', icon: 'WifiOutlined' },
          { ...opens('sms'), title: '短信验证', titleEn: 'SMS validation', icon: 'MessageOutlined' },
          { ...opens('lockScreen'), title: '锁屏设置', titleEn: 'Screen lock', icon: 'LockOutlined' },
          { ...opens('repeatLogin'), title: '重复登录', titleEn: 'Repeat login', icon: 'SwapOutlined' },
        ],
      },
      { ...opens('loginLimits'), title: '登录限制', titleEn: 'Login limits', icon: 'FieldTimeOutlined' },
      { ...opens('passwordStrength'), title: '密码强度', titleEn: 'Password strength', icon: 'SafetyCertificateOutlined' },
    ],
  },
  {
    name: 'uc_unit', title: '单位管理', titleEn: 'Units', icon: 'ApartmentOutlined',
    children: [
      { ...opens('units'), title: '单位列表', titleEn: 'Unit list', icon: 'BankOutlined' },
      { ...opens('adminDepartments'), title: '部门管理（管理员）', titleEn: 'Departments (admin)', icon: 'PartitionOutlined' },
      {
        ...opens('departments'), title: '部门管理', titleEn: 'Departments', icon: 'PartitionOutlined',
        children: [
          button('uc_dept_add', '新增部门', 'Add department', 'uc:dept:add'),
          button('uc_dept_delete', '删除部门', 'Delete department', 'uc:dept:delete'),
        ],
      },
      { ...opens('unitApps'), title: '单位应用', titleEn: 'Unit applications', icon: 'AppstoreAddOutlined' },
      { ...opens('unitSteps'), title: '开通进度', titleEn: 'Opening progress', icon: 'NodeIndexOutlined' },
      { ...opens('unitParams'), title: '单位参数', titleEn: 'Unit parameters', icon: 'SlidersOutlined' },
      { ...opens('unitBox'), title: '单位盒子', titleEn: 'Unit box', icon: 'InboxOutlined' },
      { ...opens('hotelInfo'), title: '酒店信息', titleEn: 'Hotel information', icon: 'ShopOutlined' },
    ],
  },
  {
    name: 'uc_role', title: '角色管理', titleEn: 'Roles', icon: 'SolutionOutlined',
    children: [
      { ...opens('adminRoles'), title: '角色管理（管理员）', titleEn: 'Roles (admin)', icon: 'CrownOutlined' },
      {
        ...opens('roles'), title: '角色列表', titleEn: 'Role list', icon: 'UsergroupAddOutlined',
        children: [
          button('uc_role_add', '新增角色', 'Add role', 'uc:role:add'),
          button('uc_role_edit', '编辑角色', 'Edit role', 'uc:role:edit'),
          button('uc_role_delete', '删除角色', 'Delete role', 'uc:role:delete'),
          button('uc_role_dispatch', '下发到酒店', 'Dispatch to hotels', 'uc:role:dispatch'),
        ],
      },
    ],
  },
  {
    name: 'uc_login_log', title: '登录日志', titleEn: 'Login logs', icon: 'FileSearchOutlined',
    children: [
      { ...opens('allLoginLogs'), title: '全部登录日志', titleEn: 'All login logs', icon: 'DatabaseOutlined' },
      { ...opens('unitLoginLogs'), title: '本单位登录日志', titleEn: 'Unit login logs', icon: 'ProfileOutlined' },
      { ...opens('auditLog'), title: '审计日志', titleEn: 'Audit log', icon: 'AuditOutlined' },
      { ...opens('operationLogs'), title: '数据与操作日志', titleEn: 'Data and operation logs', icon: 'HistoryOutlined' },
    ],
  },
  {
    name: 'uc_message', title: '消息', titleEn: 'Messages', icon: 'NotificationOutlined',
    children: [{ ...opens('notices'), title: '消息公告', titleEn: 'Notices and messages', icon: 'MessageOutlined' }],
  },
  {
    name: 'uc_report', title: '报表', titleEn: 'Reports', icon: 'BarChartOutlined',
    children: [
      { ...opens('myReports'), title: '我的报表', titleEn: 'My reports', icon: 'StarOutlined' },
      { ...opens('reportCenter'), title: '报表中心', titleEn: 'Report center', icon: 'PieChartOutlined' },
      { ...opens('openReport'), title: '报表查看', titleEn: 'Open report', winType: 'NEWPAGE', icon: 'FundViewOutlined' },
    ],
  },
  {
    name: 'uc_help', title: '帮助', titleEn: 'Help', icon: 'QuestionCircleOutlined',
    children: [
      // Outside the shell on purpose; the host is in config's outside-link domain list.
      { name: 'uc_agreement', title: '用户协议', titleEn: 'User agreement', winType: 'NEWBLANK', address: '/agreement', icon: 'FileProtectOutlined' },
    ],
  },
]

export const UC_REPORTS: readonly ReportCategorySeed[] = [
  {
    code: 'RC_SECURITY', name: '安全报表', nameEn: 'Security reports',
    reports: [
      { name: 'uc_rpt_login_stat', title: '登录统计', titleEn: 'Login statistics', address: screenHref('openReport', { code: 'uc_rpt_login_stat' }) },
      { name: 'uc_rpt_lock_stat', title: '账号锁定统计', titleEn: 'Account lock statistics', address: screenHref('openReport', { code: 'uc_rpt_lock_stat' }) },
      { name: 'uc_rpt_app_use', title: '应用使用统计', titleEn: 'Application use', address: screenHref('openReport', { code: 'uc_rpt_app_use' }) },
    ],
  },
  {
    code: 'RC_ORG', name: '组织报表', nameEn: 'Organisation reports',
    children: [
      {
        code: 'RC_ORG_USER', name: '用户分析', nameEn: 'User analysis',
        reports: [{ name: 'uc_rpt_user_active', title: '活跃用户分析', titleEn: 'Active users', address: screenHref('openReport', { code: 'uc_rpt_user_active' }) }],
      },
    ],
  },
]
