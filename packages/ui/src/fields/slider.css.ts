import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
export const track = style({ position: 'relative', flex: 1, height: vars.size.control, cursor: 'pointer' });
export const rail = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  right: 0,
  height: '8px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});
export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '8px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});
export const thumb = style({
  top: '50%',
  // slider dot 36
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { background: vars.color.brandSoft },
    '&[data-disabled]': { borderColor: vars.color.borderStrong },
  },
});
export const limits = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const amount = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});
export const typed = style({ maxWidth: '180px' });

// The light calculator's native `<input type="range">`, drawn like the React Aria slider:
// an 8 px rail filled up to the value (`--fill`, set inline) and the 36 px dot.
const nativeRail = {
  height: '8px',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(to right, ${vars.color.brand} var(--fill, 0%), ${vars.color.border} var(--fill, 0%))`,
};
const dot = {
  boxSizing: 'border-box',
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
} as const;
export const nativeRange = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.control,
  margin: 0,
  background: 'transparent',
  appearance: 'none',
  WebkitAppearance: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': nativeRail,
    '&::-moz-range-track': nativeRail,
    '&::-webkit-slider-thumb': {
      ...dot,
      WebkitAppearance: 'none',
      appearance: 'none',
      marginTop: `calc((8px - ${vars.size.sliderThumb}) / 2)`,
    },
    '&::-moz-range-thumb': dot,
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:focus-visible::-moz-range-thumb': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active::-webkit-slider-thumb': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'not-allowed' },
    '&:disabled::-webkit-slider-thumb': { borderColor: vars.color.borderStrong },
  },
});
