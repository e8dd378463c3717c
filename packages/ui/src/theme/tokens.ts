/**
 * The design tokens as plain values: a deep calm green for the brand, a warm accent
 * used sparingly, warm neutrals, and status tones that pass 4.5:1 for text on white and on their
 * own light backgrounds. `theme.css.ts` turns them into CSS custom properties.
 */
export const lightColors = {
  brand: '#0d6b45',
  brandHover: '#0a5537',
  brandActive: '#08442c',
  brandSoft: '#e6f2ec',
  onBrand: '#ffffff',
  accent: '#a4480a',
  accentSoft: '#fdefe2',
  text: '#1f1d1a',
  textMuted: '#5c574f',
  textDisabled: '#6f6a62',
  background: '#faf8f5',
  surface: '#ffffff',
  surfaceSunken: '#f2efea',
  border: '#d8d2c8',
  borderStrong: '#847d72',
  focus: '#1d5fa8',
  success: '#13693a',
  successSoft: '#e5f3ea',
  warning: '#8a4f00',
  warningSoft: '#fff3d9',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  info: '#1d5fa8',
  infoSoft: '#e8f1fb',
  overlay: 'rgba(31, 29, 26, 0.55)',
} as const;

export type ColorToken = keyof typeof lightColors;

/** The back-office's dark mode: same roles, contrast checked on the dark surfaces. */
export const darkColors: Record<ColorToken, string> = {
  brand: '#5fc08f',
  brandHover: '#7fd0a6',
  brandActive: '#9edcbb',
  brandSoft: '#17372a',
  onBrand: '#0c1a13',
  accent: '#f0a35e',
  accentSoft: '#3a2616',
  text: '#f1eee9',
  textMuted: '#bdb6ab',
  textDisabled: '#9a9389',
  background: '#151412',
  surface: '#1e1c19',
  surfaceSunken: '#272420',
  border: '#3d3934',
  borderStrong: '#8f887d',
  focus: '#7fb2ee',
  success: '#6fcf97',
  successSoft: '#16311f',
  warning: '#f2c063',
  warningSoft: '#382a10',
  danger: '#f28b82',
  dangerSoft: '#3b1a17',
  info: '#8ab4f8',
  infoSoft: '#16263b',
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/** A 4 px grid. */
export const space = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;
export type Space = keyof typeof space;
export const spaceKeys = Object.keys(space) as Space[];

/** Type scale 14/16/18/20/24/32/40; body 16 on phones, line height about 1.5. */
export const fontSize = {
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '32px',
  '4xl': '40px',
} as const;
export type FontSize = keyof typeof fontSize;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/**
 * One variable sans-serif with tabular figures, self-hosted by the app from
 * `@fontsource-variable/inter`; the system stack when it is not loaded.
 */
export const fontFamily = {
  body: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const radius = { sm: '6px', md: '10px', lg: '12px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(31, 29, 26, 0.06), 0 2px 8px rgba(31, 29, 26, 0.06)',
  overlay: '0 8px 24px rgba(31, 29, 26, 0.18), 0 2px 6px rgba(31, 29, 26, 0.08)',
} as const;

export const motion = { fast: '150ms', normal: '250ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Touch targets: 44 px for borrowers (WCAG's minimum is 24); dense tables use 32. */
export const size = {
  control: '44px',
  controlDense: '32px',
  sliderThumb: '36px',
  contentMax: '1170px',
} as const;

/** Breakpoints: phone ≤ 767, tablet 768–1024, desktop ≥ 1025. */
export const breakpoints = { tablet: 768, desktop: 1025 } as const;
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** UI constants. */
export const UI_CONSTANTS = {
  toastDurationMs: 5000,
  popupAutoCloseMs: 7000,
  hoverPopupDelayMs: 1000,
  selectMaxHeightPx: 200,
  sliderThumbPx: 36,
  contentMaxWidthPx: 1170,
} as const;
