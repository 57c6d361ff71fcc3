/**
 * The icons an application or a menu may name (a curated set: importing the whole icon package
 * would put every icon in the bundle). Names may be 'team', 'TeamOutlined', 'team-outlined'.
 *
 * These are the icons' definitions (@ant-design/icons-svg: an SVG tree as data), not components:
 * the server resolves the names a page shows and sends only those definitions with the page
 * (IconDefsProvider), so the browser does not load this table on first paint; NamedIcon loads it
 * only for a name the server did not resolve.
 */
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined,
  BankOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BgColorsOutlined, BlockOutlined,
  BuildOutlined, CalendarOutlined, CarOutlined, ClearOutlined, CloudOutlined, ClusterOutlined,
  CodeOutlined, CodeSandboxOutlined, CoffeeOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined,
  CreditCardOutlined, CrownOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined,
  ExperimentOutlined, FieldTimeOutlined, FileOutlined, FileProtectOutlined, FileSearchOutlined, FileTextOutlined,
  FormatPainterOutlined, FundOutlined, FundViewOutlined, GiftOutlined, GlobalOutlined, HddOutlined,
  HeartOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, InsuranceOutlined,
  KeyOutlined, LineChartOutlined, LockOutlined, LoginOutlined, MailOutlined, MessageOutlined,
  MobileOutlined, MoonOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined, PictureOutlined,
  PieChartOutlined, ProfileOutlined, ProjectOutlined, QuestionCircleOutlined, ReconciliationOutlined, RocketOutlined,
  SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined,
  SlidersOutlined, SolutionOutlined, StarOutlined, SwapOutlined, TableOutlined, TagsOutlined,
  TeamOutlined, ThunderboltOutlined, ToolOutlined, TrophyOutlined, UnlockOutlined, UnorderedListOutlined,
  UserAddOutlined, UserOutlined, UsergroupAddOutlined, WalletOutlined, WifiOutlined,
} from '@ant-design/icons-svg';

const ICONS: Record<string, IconDefinition> = {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined,
  BankOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BgColorsOutlined, BlockOutlined,
  BuildOutlined, CalendarOutlined, CarOutlined, ClearOutlined, CloudOutlined, ClusterOutlined,
  CodeOutlined, CodeSandboxOutlined, CoffeeOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined,
  CreditCardOutlined, CrownOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined,
  ExperimentOutlined, FieldTimeOutlined, FileOutlined, FileProtectOutlined, FileSearchOutlined, FileTextOutlined,
  FormatPainterOutlined, FundOutlined, FundViewOutlined, GiftOutlined, GlobalOutlined, HddOutlined,
  HeartOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, InsuranceOutlined,
  KeyOutlined, LineChartOutlined, LockOutlined, LoginOutlined, MailOutlined, MessageOutlined,
  MobileOutlined, MoonOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined, PictureOutlined,
  PieChartOutlined, ProfileOutlined, ProjectOutlined, QuestionCircleOutlined, ReconciliationOutlined, RocketOutlined,
  SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined,
  SlidersOutlined, SolutionOutlined, StarOutlined, SwapOutlined, TableOutlined, TagsOutlined,
  TeamOutlined, ThunderboltOutlined, ToolOutlined, TrophyOutlined, UnlockOutlined, UnorderedListOutlined,
  UserAddOutlined, UserOutlined, UsergroupAddOutlined, WalletOutlined, WifiOutlined,
};

/** 'team', 'TeamOutlined', 'team-outlined', 'shopping-cart' -> the icon's definition, if known. */
export function iconDefinition(name: string): IconDefinition | undefined {
  const pascal = name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return ICONS[pascal] ?? ICONS[`${pascal}Outlined`];
}

/**
 * The definitions of the names given, what a page sends with itself; an unknown name maps to null
 * (the browser then shows the generic icon without loading the table to look for it).
 */
export function iconDefinitions(names: Iterable<string | undefined | null>): Record<string, IconDefinition | null> {
  const out: Record<string, IconDefinition | null> = {};
  for (const name of names) {
    if (!name || name in out) continue;
    out[name] = iconDefinition(name) ?? null;
  }
  return out;
}
