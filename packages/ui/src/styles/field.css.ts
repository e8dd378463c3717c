import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  selectors: { '[data-error] &, &[data-error]': { color: vars.color.danger } },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  display: 'flex',
  gap: vars.space['1'],
  alignItems: 'flex-start',
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.control} - 2px)`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  padding: `0 ${vars.space['3']}`,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
});

export const inlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: `calc(${vars.size.control} - 2px)`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled], &:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const after = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
