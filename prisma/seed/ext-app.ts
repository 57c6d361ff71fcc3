// The example external application (EXT, examples/ext-app/server.mjs): an application Concierge
// does not host. It signs in through the SSO host and redeems tickets server to server with its
// client secret; its menus come back in the login result of /sso/check.
import { createHash } from 'node:crypto'
import type { MenuSeed } from './menu-types.ts'

/**
 * The demo data's client secret of EXT (README, docs/integration.md). Demo data only: a real
 * application gets its secret from the console, shown once.
 */
export const EXT_DEMO_SECRET = 'cs_ext-demo-secret-for-the-example-app-0000000'

/** Stored as the service stores it (lib/backend/builtin/services/apps/client-secret.ts). */
export const EXT_DEMO_SECRET_HASH = 'sha256:' + createHash('sha256').update(EXT_DEMO_SECRET, 'utf8').digest('hex')

export interface OidcSeed {
  redirectUris: string[]
  postLogoutRedirectUris: string[]
  backchannelLogoutUri: string
  grantTypes: ('authorization_code' | 'refresh_token' | 'client_credentials')[]
}

/**
 * EXT as an OpenID Connect client (examples/ext-app/oidc.mjs): client id EXT, client secret
 * EXT_DEMO_SECRET (docs/integration.md), at http://ext.localhost:4000 unless EXT_PORT says another
 * port (read when the seed runs).
 */
export function extOidc(): OidcSeed {
  const origin = `http://ext.localhost:${process.env.EXT_PORT ?? '4000'}`
  return {
    redirectUris: [`${origin}/callback`],
    postLogoutRedirectUris: [`${origin}/`],
    backchannelLogoutUri: `${origin}/backchannel-logout`,
    grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
  }
}

export const EXT_MENUS: readonly MenuSeed[] = [
  {
    name: 'ext_orders', title: '订单中心', titleEn: 'Orders', icon: 'ShoppingCartOutlined',
    children: [
      { name: 'ext_orders_list', title: '订单列表', titleEn: 'Order list', winType: 'NEWBLANK', address: '/orders', icon: 'UnorderedListOutlined', permission: 'ext:orders:list' },
      { name: 'ext_orders_refund', title: '退款审核', titleEn: 'Refund review', winType: 'NEWBLANK', address: '/orders/refunds', icon: 'RollbackOutlined', permission: 'ext:orders:refund' },
    ],
  },
  { name: 'ext_settings', title: '渠道设置', titleEn: 'Channel settings', winType: 'NEWBLANK', address: '/settings', icon: 'SettingOutlined', permission: 'ext:settings' },
]
