import type { ThemeConfig } from 'antd';

/**
 * Every colour the web app paints comes from here: Ant Design reads `antdTheme`, our own drawing
 * (particles, QR codes, progress) reads `palette`. Components never carry colour literals.
 */
export const palette = {
  brand: '#1668dc',
  brandSoft: '#e6f0ff',
  ink: '#1f2937',
  inkMuted: '#6b7280',
  surface: '#ffffff',
  canvas: '#f5f7fb',
  border: '#e5e7eb',
  success: '#16a34a',
  danger: '#dc2626',
  warning: '#d97706',
  bannerBg: '#0f3d91',
  bannerText: '#ffffff',
  qrForeground: '#111827',
  qrBackground: '#ffffff',
  /** particles and their links, drawn on the canvas behind the page */
  particle: 'rgba(22, 104, 220, 0.35)',
  particleLink: 'rgba(22, 104, 220, 0.12)',
} as const;

/** Progress colours of SPEC §9. */
export const progressColors = {
  success: '#13ce66',
  exception: '#ff4949',
  warning: '#e6a23c',
  default: '#20a0ff',
} as const;

export const progressDefaults = { width: 126, strokeWidth: 6, duration: 3 } as const;

export const layout = {
  topBarHeight: 56,
  sideMenuWidth: 208,
  contentPadding: 24,
  contentPaddingNarrow: 12,
  maxContentWidth: 1280,
} as const;

export const antdTheme: ThemeConfig = {
  cssVar: { prefix: 'ant' },
  token: {
    colorPrimary: palette.brand,
    colorSuccess: palette.success,
    colorError: palette.danger,
    colorWarning: palette.warning,
    colorText: palette.ink,
    colorBgLayout: palette.canvas,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: palette.surface, siderBg: palette.surface, bodyBg: 'transparent' },
    Menu: { itemBg: 'transparent' },
  },
};
