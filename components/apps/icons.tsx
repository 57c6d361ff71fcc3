/**
 * The icons an application or a menu may name (a curated set: importing the whole icon package
 * would put every icon in the bundle). Names may be 'team', 'TeamOutlined', 'team-outlined'.
 */
import type { ComponentType, CSSProperties } from 'react';
import {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined,
  BankOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BgColorsOutlined, BlockOutlined, BuildOutlined,
  CalendarOutlined, CarOutlined, ClearOutlined, CloudOutlined, ClusterOutlined, CodeOutlined,
  CodeSandboxOutlined, CoffeeOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined,
  CreditCardOutlined, CrownOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined,
  DesktopOutlined, ExperimentOutlined, FieldTimeOutlined, FileOutlined, FileProtectOutlined,
  FileSearchOutlined, FileTextOutlined, FormatPainterOutlined, FundOutlined, FundViewOutlined, GiftOutlined,
  GlobalOutlined, HddOutlined, HeartOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, InboxOutlined,
  InsuranceOutlined, KeyOutlined, LineChartOutlined, LockOutlined, LoginOutlined, MailOutlined,
  MessageOutlined, MobileOutlined, MoonOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined,
  PictureOutlined, PieChartOutlined, ProfileOutlined, ProjectOutlined, QuestionCircleOutlined,
  ReconciliationOutlined, RocketOutlined, SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, ShopOutlined, ShoppingCartOutlined, SlidersOutlined, SolutionOutlined, StarOutlined,
  SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined, ToolOutlined, TrophyOutlined,
  UnlockOutlined, UnorderedListOutlined, UserAddOutlined, UserOutlined, UsergroupAddOutlined, WalletOutlined,
  WifiOutlined,
} from '@ant-design/icons';

export type IconComponent = ComponentType<{ style?: CSSProperties; className?: string }>;

const ICONS: Record<string, IconComponent> = {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AuditOutlined,
  BankOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BgColorsOutlined, BlockOutlined, BuildOutlined,
  CalendarOutlined, CarOutlined, ClearOutlined, CloudOutlined, ClusterOutlined, CodeOutlined,
  CodeSandboxOutlined, CoffeeOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined,
  CreditCardOutlined, CrownOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined,
  DesktopOutlined, ExperimentOutlined, FieldTimeOutlined, FileOutlined, FileProtectOutlined,
  FileSearchOutlined, FileTextOutlined, FormatPainterOutlined, FundOutlined, FundViewOutlined, GiftOutlined,
  GlobalOutlined, HddOutlined, HeartOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, InboxOutlined,
  InsuranceOutlined, KeyOutlined, LineChartOutlined, LockOutlined, LoginOutlined, MailOutlined,
  MessageOutlined, MobileOutlined, MoonOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined,
  PictureOutlined, PieChartOutlined, ProfileOutlined, ProjectOutlined, QuestionCircleOutlined,
  ReconciliationOutlined, RocketOutlined, SafetyCertificateOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, ShopOutlined, ShoppingCartOutlined, SlidersOutlined, SolutionOutlined, StarOutlined,
  SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined, ToolOutlined, TrophyOutlined,
  UnlockOutlined, UnorderedListOutlined, UserAddOutlined, UserOutlined, UsergroupAddOutlined, WalletOutlined,
  WifiOutlined,
};

/** 'team', 'TeamOutlined', 'team-outlined', 'shopping-cart' -> the component, if known. */
export function iconByName(name: string): IconComponent | undefined {
  const pascal = name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return ICONS[pascal] ?? ICONS[`${pascal}Outlined`];
}
