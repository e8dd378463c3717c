import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space['3']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '[data-invalid] &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const placeholder = style({ color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({
  // select max height 200 px
  maxHeight: '200px',
  overflowY: 'auto',
  padding: vars.space['1'],
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold, color: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.control,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const radioDot = style({
  width: '22px',
  height: '22px',
  flex: 'none',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: '7px' },
    [`${radio}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const segmented = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  padding: vars.space['1'],
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const segment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.brand,
      boxShadow: vars.shadow.card,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: vars.size.control,
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const box = style({
  width: '22px',
  height: '22px',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['1'],
  selectors: { '[data-invalid] &': { color: vars.color.danger } },
});

/** The native <select> rendered on the server (works without JavaScript), styled like the button. */
export const nativeSelect = style([
  selectButton,
  {
    appearance: 'auto',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '[data-invalid] &': { borderColor: vars.color.danger, borderWidth: '2px' },
    },
  },
]);

/**
 * The native controls of `NativeCheckbox` and `NativeRadioGroup`: the real `<input>` stays in the
 * page (it posts, the keyboard and screen readers use it) but is drawn by the box or dot after it.
 */
export const nativeInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
});

export const nativeChoice = style({
  position: 'relative',
  selectors: {
    '&:has(input:disabled)': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const nativeBox = style([
  box,
  {
    selectors: {
      [`${nativeInput}:checked + &`]: { background: vars.color.brand, borderColor: vars.color.brand },
      [`${nativeInput}:focus-visible + &`]: {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      [`${nativeInput}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    },
  },
]);

/** The tick of a native checkbox: shown only while it is checked. */
export const nativeTick = style({
  display: 'none',
  selectors: { [`${nativeInput}:checked + ${nativeBox} &`]: { display: 'block' } },
});

export const nativeDot = style([
  radioDot,
  {
    selectors: {
      [`${nativeInput}:checked + &`]: { borderColor: vars.color.brand, borderWidth: '7px' },
      [`${nativeInput}:focus-visible + &`]: {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      [`[data-invalid] ${nativeInput}:not(:checked) + &`]: { borderColor: vars.color.danger },
    },
  },
]);

export const nativeGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
