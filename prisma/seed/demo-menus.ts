// The demonstration application's (DEMO) menu tree, report categories and operation objects: a
// small hotel front-office system that exercises every window type and a cascading group menu.
import { button, type MenuSeed, type ReportCategorySeed } from './menu-types.ts'

export const DEMO_MENUS: readonly MenuSeed[] = [
  {
    name: 'demo_front', title: '前台业务', titleEn: 'Front office', icon: 'CustomerServiceOutlined',
    children: [
      {
        name: 'demo_checkin', title: '入住办理', titleEn: 'Check-in', icon: 'LoginOutlined',
        children: [
          {
            name: 'demo_checkin_walkin', title: '散客入住', titleEn: 'Walk-in check-in', winType: 'CURRENTPAGE', address: '/demo/front/walk-in', icon: 'UserAddOutlined', permission: 'demo:checkin:walkin',
            children: [button('demo_checkin_submit', '办理入住', 'Check in', 'demo:checkin:submit')],
          },
          { name: 'demo_checkin_group', title: '团队入住', titleEn: 'Group check-in', winType: 'CURRENTPAGE', address: '/demo/front/group-check-in', icon: 'UsergroupAddOutlined', permission: 'demo:checkin:group' },
          { name: 'demo_checkin_quick', title: '快速入住', titleEn: 'Quick check-in', winType: 'ALERT', address: '/demo/front/quick-check-in', icon: 'ThunderboltOutlined', permission: 'demo:checkin:quick' },
        ],
      },
      {
        name: 'demo_reservation', title: '预订管理', titleEn: 'Reservations', winType: 'ROUTE', address: '/demo/front/reservations', icon: 'CalendarOutlined', permission: 'demo:reservation:list',
        children: [
          button('demo_reservation_add', '新建预订', 'New reservation', 'demo:reservation:add'),
          button('demo_reservation_cancel', '取消预订', 'Cancel reservation', 'demo:reservation:cancel'),
        ],
      },
      { name: 'demo_guest', title: '客史档案', titleEn: 'Guest profiles', winType: 'NEWPAGE', address: '/demo/front/guests', icon: 'ContactsOutlined', permission: 'demo:guest:list' },
    ],
  },
  {
    name: 'demo_room', title: '客房管理', titleEn: 'Rooms', icon: 'KeyOutlined',
    children: [
      { name: 'demo_room_status', title: '房态图', titleEn: 'Room status', winType: 'CURRENTPAGE', address: '/demo/room/status', icon: 'TableOutlined', permission: 'demo:room:status' },
      { name: 'demo_room_clean', title: '清洁任务', titleEn: 'Housekeeping tasks', winType: 'ROUTE', address: '/demo/room/cleaning', icon: 'ClearOutlined', permission: 'demo:room:clean' },
      { name: 'demo_room_repair', title: '报修登记', titleEn: 'Repair request', winType: 'ALERT', address: '/demo/room/repair', icon: 'ToolOutlined', permission: 'demo:room:repair' },
    ],
  },
  {
    name: 'demo_finance', title: '财务管理', titleEn: 'Finance', icon: 'AccountBookOutlined',
    children: [
      { name: 'demo_night_audit', title: '夜审', titleEn: 'Night audit', winType: 'NEWPAGE', address: '/demo/finance/night-audit', icon: 'MoonOutlined', permission: 'demo:finance:audit' },
      {
        name: 'demo_invoice', title: '发票管理', titleEn: 'Invoices', winType: 'CURRENTPAGE', address: '/demo/finance/invoices', icon: 'FileTextOutlined', permission: 'demo:invoice:list',
        children: [button('demo_invoice_void', '作废发票', 'Void invoice', 'demo:invoice:void')],
      },
      { name: 'demo_bank', title: '银行对账', titleEn: 'Bank reconciliation', winType: 'NEWBLANK', address: '/demo/finance/bank', icon: 'BankOutlined', permission: 'demo:finance:bank' },
    ],
  },
  {
    // Made by the group: every hotel under HQ sees it whether or not a role grants it.
    name: 'demo_group_notice', title: '集团公告栏', titleEn: 'Group notice board', winType: 'CURRENTPAGE', address: '/demo/group-notices', icon: 'NotificationOutlined', tip: 'NEW', cascadeOwner: 'HQ',
  },
]

export const DEMO_REPORTS: readonly ReportCategorySeed[] = [
  {
    code: 'RC_OPER', name: '经营报表', nameEn: 'Operations',
    children: [
      {
        code: 'RC_OPER_DAILY', name: '日报', nameEn: 'Daily',
        reports: [
          { name: 'demo_rpt_occupancy', title: '出租率日报', titleEn: 'Daily occupancy', address: '/demo/report/occupancy' },
          { name: 'demo_rpt_revenue', title: '营业收入日报', titleEn: 'Daily revenue', address: '/demo/report/revenue' },
        ],
      },
      {
        code: 'RC_OPER_MONTH', name: '月报', nameEn: 'Monthly',
        reports: [{ name: 'demo_rpt_monthly', title: '经营月报', titleEn: 'Monthly operations', address: '/demo/report/monthly' }],
      },
    ],
  },
  {
    code: 'RC_FRONT', name: '前台报表', nameEn: 'Front office',
    reports: [{ name: 'demo_rpt_arrivals', title: '预抵客人报表', titleEn: 'Expected arrivals', address: '/demo/report/arrivals' }],
  },
]

export type OperationSeed = { code: string; name: string; type: string; children?: OperationSeed[] }

export const DEMO_OPERATIONS: readonly OperationSeed[] = [
  {
    code: 'OP_FRONT', name: '前台操作', type: 'GROUP',
    children: [
      { code: 'OP_ROOM_PRICE', name: '修改房价', type: 'OPERATION' },
      { code: 'OP_FREE_ROOM', name: '免费房', type: 'OPERATION' },
    ],
  },
  {
    code: 'OP_FIN', name: '财务操作', type: 'GROUP',
    children: [
      { code: 'OP_VOID_INVOICE', name: '作废发票', type: 'OPERATION' },
      { code: 'OP_REFUND', name: '退款', type: 'OPERATION' },
    ],
  },
]
