import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const wrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  position: 'relative',
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
});
export const column = style({
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const row = recipe({
  base: {
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken },
      '&[data-selected]': { background: vars.color.brandSoft },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    },
  },
  variants: { clickable: { true: { cursor: 'pointer' } } },
});
export const cell = recipe({
  base: {
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    },
  },
  variants: {
    dense: {
      true: { padding: `${vars.space['1']} ${vars.space['2']}` },
      false: { padding: `${vars.space['3']} ${vars.space['3']}` },
    },
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { dense: false, align: 'start' },
});
export const sortIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space['1'],
});
