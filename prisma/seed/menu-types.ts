// Shapes of the static menu and report trees (uc-menus.ts, demo-menus.ts).

export type WinType = 'ROUTE' | 'CURRENTPAGE' | 'ALERT' | 'NEWPAGE' | 'NEWBLANK'

export const WIN_TYPES: readonly WinType[] = ['ROUTE', 'CURRENTPAGE', 'ALERT', 'NEWPAGE', 'NEWBLANK']

export type MenuSeed = {
  /** Menu identity (Resource.name, the `identity` URL parameter); also used as the code. */
  name: string
  title: string
  titleEn: string
  /** Defaults to MENU. */
  kind?: 'MENU' | 'BUTTON'
  winType?: WinType
  /** Page path, or an absolute URL for NEWBLANK. Group nodes have none. */
  address?: string
  icon?: string
  permission?: string
  tip?: string
  /** Code of the unit owning a cascading menu (seen by its descendants without grants). */
  cascadeOwner?: string
  children?: MenuSeed[]
}

export type ReportSeed = { name: string; title: string; titleEn: string; address: string }

export type ReportCategorySeed = {
  code: string
  name: string
  nameEn: string
  children?: ReportCategorySeed[]
  reports?: ReportSeed[]
}

/** Shorthand for a button node: permission `app:menu:action`. */
export function button(name: string, title: string, titleEn: string, permission: string): MenuSeed {
  return { name, title, titleEn, kind: 'BUTTON', permission }
}
