/**
 * The browser tab's icon follows logo management (portal.md section 2): the chosen .ico (else the
 * logo image) replaces the page's icon links, and an event tells open chrome (the shell's header
 * logo) about the new logo.
 */
export const LOGO_CHANGED_EVENT = 'concierge:logo-changed';

export interface ChosenLogo {
  /** The user's own logo image ('' when they have none: the page's default shows). */
  imageUrl: string;
  /** What the tab shows ('' for the product icon). */
  iconUrl: string;
}

const DEFAULT_ICON = '/icons/concierge.svg';

export function setTabIcon(href: string): void {
  const target = href || DEFAULT_ICON;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (links.length === 0) {
    const link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
    links.push(link);
  }
  for (const link of links) {
    link.href = target;
    // The type of the default icon would be wrong for an .ico or a PNG.
    link.removeAttribute('type');
  }
}

export function announceLogo(logo: ChosenLogo): void {
  setTabIcon(logo.iconUrl);
  window.dispatchEvent(new CustomEvent<ChosenLogo>(LOGO_CHANGED_EVENT, { detail: logo }));
}
