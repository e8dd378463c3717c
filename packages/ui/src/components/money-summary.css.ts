import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space['2'] });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const rowCompared = style({ gridTemplateColumns: 'minmax(0, 1fr) auto auto' });
export const term = style({ margin: 0, color: vars.color.textMuted });
export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const emphasis = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const note = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const headRow = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
