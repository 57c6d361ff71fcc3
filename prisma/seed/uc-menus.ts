// The user-center (UC) menu tree: the console routes of console.md section 2, grouped as the
// console's first-level menus, plus UC report categories. Every window type occurs at least once.
import { button, type MenuSeed, type ReportCategorySeed } from './menu-types.ts'

export const UC_MENUS: readonly MenuSeed[] = [
  {
    name: 'uc_config', title: '系统配置', titleEn: 'System configuration', icon: 'SettingOutlined',
    children: [
      {
        name: 'uc_config_domain', title: '域名配置', titleEn: 'Domains', address: '/config/domain-list', icon: 'GlobalOutlined', permission: 'uc:domain:list',
        children: [
          button('uc_config_domain_add', '新增域名', 'Add domain', 'uc:domain:add'),
          button('uc_config_domain_edit', '编辑域名', 'Edit domain', 'uc:domain:edit'),
        ],
      },
      { name: 'uc_config_project', title: '项目配置', titleEn: 'Project configuration', address: '/config/project-config', icon: 'ProjectOutlined', permission: 'uc:project:list' },
      {
        name: 'uc_config_param', title: '参数配置', titleEn: 'Parameters', address: '/config/parameter-config', icon: 'ControlOutlined', permission: 'uc:param:list',
        children: [button('uc_config_param_edit', '修改参数', 'Edit parameter', 'uc:param:edit')],
      },
      { name: 'uc_config_brand', title: '品牌管理', titleEn: 'Brand', address: '/code/tabLogo', icon: 'PictureOutlined', permission: 'uc:brand:list' },
      {
        // Style resources (docs/decisions/066): each list has its edit button. The content frame and a new page, as the legacy editors opened.
        name: 'uc_config_style', title: '样式管理', titleEn: 'Styles', icon: 'BgColorsOutlined',
        children: [
          { name: 'uc_style_file', title: '文件', titleEn: 'Files', winType: 'CURRENTPAGE', address: '/style/file', icon: 'FileOutlined', permission: 'uc:style:list', children: [button('uc_style_file_edit', '编辑文件', 'Edit files', 'uc:style:edit')] },
          { name: 'uc_style_html', title: 'HTML', titleEn: 'HTML', winType: 'CURRENTPAGE', address: '/style/html', icon: 'Html5Outlined', permission: 'uc:style:list', children: [button('uc_style_html_edit', '编辑 HTML', 'Edit HTML', 'uc:style:edit')] },
          { name: 'uc_style_css', title: 'CSS', titleEn: 'CSS', winType: 'CURRENTPAGE', address: '/style/css', icon: 'FormatPainterOutlined', permission: 'uc:style:list', children: [button('uc_style_css_edit', '编辑 CSS', 'Edit CSS', 'uc:style:edit')] },
          { name: 'uc_style_js', title: 'JavaScript', titleEn: 'JavaScript', winType: 'CURRENTPAGE', address: '/style/javascript', icon: 'CodeOutlined', permission: 'uc:style:list', children: [button('uc_style_js_edit', '编辑 JavaScript', 'Edit JavaScript', 'uc:style:edit')] },
          { name: 'uc_style_vue', title: 'Vue', titleEn: 'Vue', winType: 'CURRENTPAGE', address: '/style/vue', icon: 'CodeSandboxOutlined', permission: 'uc:style:list', children: [button('uc_style_vue_edit', '编辑 Vue', 'Edit Vue', 'uc:style:edit')] },
          { name: 'uc_uilib', title: '组件库', titleEn: 'UI library', winType: 'NEWPAGE', address: '/uilib/ui', icon: 'BlockOutlined', permission: 'uc:style:list', children: [button('uc_uilib_edit', '编辑组件', 'Edit components', 'uc:style:edit')] },
        ],
      },
    ],
  },
  {
    name: 'uc_apply', title: '应用管理', titleEn: 'Applications', icon: 'AppstoreOutlined',
    children: [
      {
        name: 'uc_apply_list', title: '应用列表', titleEn: 'Application list', address: '/apply/applyList', icon: 'UnorderedListOutlined', permission: 'uc:app:list',
        children: [
          button('uc_apply_add', '新增应用', 'Add application', 'uc:app:add'),
          button('uc_apply_edit', '编辑应用', 'Edit application', 'uc:app:edit'),
        ],
      },
      { name: 'uc_apply_config', title: '应用配置', titleEn: 'Application configuration', address: '/apply/applyConfigList', icon: 'ToolOutlined', permission: 'uc:app:config' },
      {
        name: 'uc_apply_resource', title: '资源管理', titleEn: 'Resources', address: '/apply/resourceList', icon: 'ClusterOutlined', permission: 'uc:resource:list',
        children: [
          button('uc_apply_resource_add', '新增资源', 'Add resource', 'uc:resource:add'),
          button('uc_apply_resource_del', '删除资源', 'Delete resource', 'uc:resource:delete'),
        ],
      },
      { name: 'uc_apply_res_list', title: '资源列表', titleEn: 'Resource list', address: '/apply/resource-list', icon: 'BarsOutlined', permission: 'uc:resource:list' },
      { name: 'uc_apply_open', title: '应用开通', titleEn: 'Application opening', address: '/apply/open-list', icon: 'UnlockOutlined', permission: 'uc:open:list' },
      {
        name: 'uc_apply_open_task', title: '开通任务', titleEn: 'Opening tasks', address: '/apply/open-task-list', icon: 'ScheduleOutlined', permission: 'uc:open:task', tip: '1',
        children: [
          button('uc_apply_task_retry', '重试', 'Retry', 'uc:open:retry'),
          button('uc_apply_task_transfer', '转交', 'Transfer', 'uc:open:transfer'),
        ],
      },
      { name: 'uc_apply_verify', winType: 'ALERT', title: '权限诊断', titleEn: 'Permission diagnosis', address: '/apply/verification', icon: 'AuditOutlined', permission: 'uc:resource:diagnosis' },
      { name: 'uc_validation_form', title: '表单权限校验', titleEn: 'Form permission check', address: '/validationShuxiang', icon: 'FormOutlined', permission: 'uc:resource:diagnosis' },
      { name: 'uc_validation_report', title: '报表权限校验', titleEn: 'Report permission check', address: '/validationReport', icon: 'FileDoneOutlined', permission: 'uc:resource:diagnosis' },
    ],
  },
  {
    name: 'uc_user', title: '用户管理', titleEn: 'Users', icon: 'UserOutlined',
    children: [
      {
        name: 'uc_user_list', title: '用户列表', titleEn: 'User list', address: '/user/user-list', icon: 'TeamOutlined', permission: 'uc:user:list',
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
      { name: 'uc_user_unit', title: '单位用户', titleEn: 'Unit users', address: '/user/unit-user-list', icon: 'IdcardOutlined', permission: 'uc:user:unit-list' },
      { name: 'uc_user_old', title: '用户列表（旧版）', titleEn: 'User list (legacy)', address: '/user/userList', icon: 'HistoryOutlined', permission: 'uc:user:list' },
    ],
  },
  {
    name: 'uc_safety', title: '安全设置', titleEn: 'Security', icon: 'SafetyOutlined',
    children: [
      {
        name: 'uc_safety_login', title: '登录验证', titleEn: 'Login validation', icon: 'LoginOutlined',
        children: [
          { name: 'uc_safety_ip', title: 'IP 白名单', titleEn: 'IP white list', address: '/safety/ipWhite', icon: 'WifiOutlined', permission: 'uc:safety:ip' },
          { name: 'uc_safety_sms', title: '短信验证', titleEn: 'SMS validation', address: '/safety/sms', icon: 'MessageOutlined', permission: 'uc:safety:sms' },
          { name: 'uc_safety_lock', title: '锁屏设置', titleEn: 'Screen lock', address: '/safety/lockScreen', icon: 'LockOutlined', permission: 'uc:safety:lock' },
          { name: 'uc_safety_repeat', title: '重复登录', titleEn: 'Repeat login', address: '/safety/repeatLogin', icon: 'SwapOutlined', permission: 'uc:safety:repeat' },
        ],
      },
      { name: 'uc_login_limit', title: '登录限制', titleEn: 'Login limits', address: '/login-limit/login-limit-list', icon: 'FieldTimeOutlined', permission: 'uc:limit:list' },
      { name: 'uc_password_strategy', title: '密码强度', titleEn: 'Password strength', address: '/password/update', icon: 'SafetyCertificateOutlined', permission: 'uc:password:strategy' },
    ],
  },
  {
    name: 'uc_unit', title: '单位管理', titleEn: 'Units', icon: 'ApartmentOutlined',
    children: [
      { name: 'uc_unit_list', title: '单位列表', titleEn: 'Unit list', address: '/unit/unitList', icon: 'BankOutlined', permission: 'uc:unit:list' },
      { name: 'uc_unit_admin_depart', title: '部门管理（管理员）', titleEn: 'Departments (admin)', address: '/unit/admin-departs', icon: 'PartitionOutlined', permission: 'uc:dept:admin' },
      {
        name: 'uc_unit_depart', title: '部门管理', titleEn: 'Departments', address: '/unit/manageUnit', icon: 'PartitionOutlined', permission: 'uc:dept:list',
        children: [
          button('uc_dept_add', '新增部门', 'Add department', 'uc:dept:add'),
          button('uc_dept_delete', '删除部门', 'Delete department', 'uc:dept:delete'),
        ],
      },
      { name: 'uc_unit_app', title: '单位应用', titleEn: 'Unit applications', address: '/unit/unit-app-list', icon: 'AppstoreAddOutlined', permission: 'uc:unit:app' },
      { name: 'uc_unit_app_step', title: '开通进度', titleEn: 'Opening progress', address: '/unit/unit-app-step-list', icon: 'NodeIndexOutlined', permission: 'uc:unit:app-step' },
      { name: 'uc_unit_params', title: '单位参数', titleEn: 'Unit parameters', address: '/unit/unit-params', icon: 'SlidersOutlined', permission: 'uc:unit:params' },
      { name: 'uc_unit_box', title: '单位盒子', titleEn: 'Unit box', address: '/unit/unit-box', icon: 'InboxOutlined', permission: 'uc:unit:box' },
      { name: 'uc_unit_hotel_info', title: '酒店信息', titleEn: 'Hotel information', address: '/unit/hotel-info', icon: 'ShopOutlined', permission: 'uc:unit:params' },
    ],
  },
  {
    name: 'uc_role', title: '角色管理', titleEn: 'Roles', icon: 'SolutionOutlined',
    children: [
      { name: 'uc_role_admin', title: '角色管理（管理员）', titleEn: 'Roles (admin)', address: '/role/admin-roles', icon: 'CrownOutlined', permission: 'uc:role:admin' },
      {
        name: 'uc_role_list', title: '角色列表', titleEn: 'Role list', address: '/role/roleList', icon: 'UsergroupAddOutlined', permission: 'uc:role:list',
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
      { name: 'uc_login_log_all', title: '全部登录日志', titleEn: 'All login logs', address: '/login-log/admin-login-log', icon: 'DatabaseOutlined', permission: 'uc:login-log:all' },
      { name: 'uc_login_log_unit', title: '本单位登录日志', titleEn: 'Unit login logs', address: '/login-log/login-log', icon: 'ProfileOutlined', permission: 'uc:login-log:unit' },
      { name: 'uc_audit_log', title: '审计日志', titleEn: 'Audit log', address: '/auditLog/list', icon: 'AuditOutlined', permission: 'uc:audit:list' },
      { name: 'uc_operation_log', title: '数据与操作日志', titleEn: 'Data and operation logs', address: '/logs', icon: 'HistoryOutlined', permission: 'uc:audit:list' },
    ],
  },
  {
    name: 'uc_report', title: '报表', titleEn: 'Reports', icon: 'BarChartOutlined',
    children: [
      { name: 'uc_report_mine', title: '我的报表', titleEn: 'My reports', address: '/report/myReport', icon: 'StarOutlined' },
      { name: 'uc_report_center', title: '报表中心', titleEn: 'Report center', address: '/report/reportCenter', icon: 'PieChartOutlined', permission: 'uc:report:center' },
      { name: 'uc_report_open', title: '报表查看', titleEn: 'Open report', winType: 'NEWPAGE', address: '/report/openReport', icon: 'FundViewOutlined' },
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
      { name: 'uc_rpt_login_stat', title: '登录统计', titleEn: 'Login statistics', address: '/report/openReport?code=uc_rpt_login_stat' },
      { name: 'uc_rpt_lock_stat', title: '账号锁定统计', titleEn: 'Account lock statistics', address: '/report/openReport?code=uc_rpt_lock_stat' },
      { name: 'uc_rpt_app_use', title: '应用使用统计', titleEn: 'Application use', address: '/report/openReport?code=uc_rpt_app_use' },
    ],
  },
  {
    code: 'RC_ORG', name: '组织报表', nameEn: 'Organisation reports',
    children: [
      {
        code: 'RC_ORG_USER', name: '用户分析', nameEn: 'User analysis',
        reports: [{ name: 'uc_rpt_user_active', title: '活跃用户分析', titleEn: 'Active users', address: '/report/openReport?code=uc_rpt_user_active' }],
      },
    ],
  },
]
