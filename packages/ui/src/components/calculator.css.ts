import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = recipe({
  base: {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.card,
    padding: vars.space['4'],
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    width: '100%',
    maxWidth: '480px',
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
  variants: {
    wide: { true: { maxWidth: vars.size.contentMax } },
  },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const wideBody = style({
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['1'],
  padding: vars.space['1'],
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.brand,
      boxShadow: vars.shadow.card,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const compactAmount = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const bigAmount = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const discount = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space['2']}`,
  // It says what is discounted ("-30% en intereses"): on a narrow phone it takes two lines.
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const catNote = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const panel = style({
  paddingTop: vars.space['2'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
