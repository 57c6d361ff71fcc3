/** What the server hands the shell for its first paint (components/shell/server.ts builds it). */
import type { PublicLoginResult } from '@/lib/contracts/auth';
import type { Logo } from '@/lib/contracts/brand';
import type { ShellLayout } from '@/lib/config/schemas';
import type { PageFrame } from '@/lib/style/page-styles';
import type { Locale } from '@/lib/i18n/locales';
import type { NoticePopup } from '@/components/messages/popup';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/** What the content area shows first. */
export type InitialView =
  | { kind: 'home' }
  | { kind: 'menu'; identity: string }
  /** A page by address (the `url` parameter, or a permitted identity that is not in the tree). */
  | { kind: 'page'; url: string; title: string; identity?: string }
  | { kind: 'illegal' }
  | { kind: 'forbidden' };

export interface TestLinkGroup {
  group: string;
  links: { title: string; url: string }[];
}

export interface ShellBootstrap {
  login: PublicLoginResult;
  layout: ShellLayout;
  shade: boolean;
  /** Translations of menu identities and app codes in the page's locale, and when they were read. */
  translations: Record<string, string>;
  translationsPulledAt: string;
  locale: Locale;
  /** The application's name in the page's language. */
  appName: string;
  /** The title configured for this domain ('' when none). */
  domainTitle: string;
  /** Header logo: the user's own, else the customer's, else the unit's, else the domain's ('' = the product mark). */
  logoUrl: string;
  /** The header logo when the user has none of their own (the customer's, else the domain's). */
  defaultLogoUrl: string;
  /** The user's tab logo record (image and .ico icon), if any. */
  tabLogo: Logo | null;
  /** Pages at this address are the new framework's (they get the dismissible notice). */
  newFrameworkUrl: string;
  canTranslate: boolean;
  testLinks: TestLinkGroup[];
  hideLeft: boolean;
  hideTop: boolean;
  initial: InitialView;
  /** The unit's snippets for the home view, in sandboxed frames (docs/decisions/066). */
  homeFrames: PageFrame[];
  /** Notices waiting as pop-ups, read with the page (none when the user takes no messages). */
  popups: NoticePopup[];
  /** Definitions of the icons the menus and applications name (components/apps/icons.ts), by name. */
  icons: Record<string, IconDefinition | null>;
}
