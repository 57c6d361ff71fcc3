/** Colours and antd theme per application code: UC (default) blue, SSO teal, DEMO violet. */
import type { ThemeConfig } from 'antd';

export interface Brand {
  primary: string;
  /** antd's hover and active shades of the primary colour (@ant-design/colors generate()[4] and [6]). */
  hover: string;
  active: string;
  /** Brand panel background on the login page and the header accent. */
  gradient: string;
  /** A soft tint of the primary colour for page backgrounds. */
  tint: string;
}

const BRANDS: Record<string, Brand> = {
  UC: {
    primary: '#1677ff',
    hover: '#4096ff',
    active: '#0958d9',
    gradient: 'linear-gradient(135deg, #0b3b8c 0%, #1677ff 55%, #4096ff 100%)',
    tint: '#f0f5ff',
  },
  SSO: {
    primary: '#0f766e',
    hover: '#268277',
    active: '#064f4b',
    gradient: 'linear-gradient(135deg, #063f3b 0%, #0f766e 55%, #14b8a6 100%)',
    tint: '#effaf8',
  },
  DEMO: {
    primary: '#7c3aed',
    hover: '#a064fa',
    active: '#5b26c7',
    gradient: 'linear-gradient(135deg, #3b0d8f 0%, #7c3aed 55%, #a78bfa 100%)',
    tint: '#f6f2ff',
  },
};

export function brandFor(appCode: string): Brand {
  return BRANDS[appCode] ?? BRANDS.UC!;
}

/** The brand as CSS custom properties, for pages drawn without antd (the sign-in pages). */
export function brandCssVars(appCode: string): Record<`--${string}`, string> {
  const brand = brandFor(appCode);
  return {
    '--brand': brand.primary,
    '--brand-hover': brand.hover,
    '--brand-active': brand.active,
    '--brand-outline': `color-mix(in srgb, ${brand.primary} 12%, transparent)`,
    '--brand-gradient': brand.gradient,
    '--brand-tint': brand.tint,
  };
}

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif";

export function themeFor(appCode: string): ThemeConfig {
  const brand = brandFor(appCode);
  return {
    // Component styles come from static CSS files, one per component (components/style/antd/,
    // docs/decisions/020 and 110): nothing is generated at run time, and class names carry
    // no hash so the file's selectors match. Only this theme's CSS variables are written per page.
    zeroRuntime: true,
    hashed: false,
    token: {
      colorPrimary: brand.primary,
      colorLink: brand.primary,
      borderRadius: 8,
      borderRadiusLG: 12,
      fontFamily: FONT_FAMILY,
      colorBgLayout: '#f5f7fa',
      controlHeightLG: 44,
    },
    components: {
      Button: { primaryShadow: 'none', fontWeight: 500 },
      Card: { headerFontSize: 16 },
      Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px', bodyBg: '#f5f7fa' },
    },
  };
}
