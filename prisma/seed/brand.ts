// Per-host branding (DomainSetting) and the group's tab logo. The code dictionary starts empty: the shell shows
// update history only when an operator sets GC / UPDATE_HISTORY_URL in the code box.
import { ensure, type SeedContext } from './context.ts'
import { unitOf, type OrgRefs } from './units.ts'

// `{year}` stays literal: the login page replaces it with the current year.
export const COPYRIGHT = { zh: '© {year} 锦程酒店集团 版权所有', en: '© {year} Jincheng Hotel Group. All rights reserved.' }

// The user center's console is the new framework: its pages (on its own origin) carry the
// notice; the demo application's pages are not the new framework's and do not.
const NEW_FRAMEWORK_URL = '/index'

// English titles and copyright are translations (prisma/seed/translations.ts, group domain).
export const DOMAINS = [
  { host: 'sso.localhost', appCode: 'SSO', title: '锦程酒店集团统一登录中心', titleEn: 'Jincheng Hotel Group Sign-on Center', newFrameworkUrl: '' },
  { host: 'uc.localhost', appCode: 'UC', title: '锦程用户中心', titleEn: 'Jincheng User Center', newFrameworkUrl: NEW_FRAMEWORK_URL },
  { host: 'demo.localhost', appCode: 'DEMO', title: '锦程演示应用', titleEn: 'Jincheng Demo Application', newFrameworkUrl: '' },
]

export async function seedBrand(ctx: SeedContext, org: OrgRefs): Promise<void> {
  const { db } = ctx
  const hq = unitOf(org, 'HQ')
  for (const seed of DOMAINS) {
    await ensure(
      ctx,
      'DomainSetting',
      () => db.domainSetting.findUnique({ where: { host: seed.host } }),
      () =>
        db.domainSetting.create({
          data: {
            host: seed.host,
            unitId: hq.id,
            orgCode: hq.code,
            appCode: seed.appCode,
            logoUrl: '/logos/hq.svg',
            copyRight: COPYRIGHT.zh,
            title: seed.title,
            frontProps: JSON.stringify(seed.newFrameworkUrl ? { newFrameworkUrl: seed.newFrameworkUrl } : {}),
            createdBy: 'admin',
          },
        }),
    )
  }
  await ensure(
    ctx,
    'Logo',
    // Logo has no unique key; one tabLogo per owner is the application's rule.
    () => db.logo.findFirst({ where: { unitId: hq.id, userId: null, code: 'tabLogo' } }),
    () => db.logo.create({ data: { unitId: hq.id, code: 'tabLogo', descript: '集团标签页图标', imageUrl: '/logos/hq.svg' } }),
  )
}
