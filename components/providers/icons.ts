/**
 * The site's icons for the metadata of every root layout: the brand icon as /favicon.ico (a real
 * ICO file in public/) and as SVG. Logo management may hand another address (an uploaded .ico).
 */
import type { Metadata } from 'next';

export const DEFAULT_ICON = '/favicon.ico';

export function siteIcons(icon: string = DEFAULT_ICON): NonNullable<Metadata['icons']> {
  return {
    icon: [{ url: icon, sizes: 'any' }, ...(icon === DEFAULT_ICON ? [{ url: '/icons/concierge.svg', type: 'image/svg+xml' }] : [])],
    shortcut: icon,
  };
}
