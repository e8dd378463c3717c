import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const focus = {
  '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control,
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      ...focus,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered]': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&[data-hovered]': { background: vars.color.brandSoft } },
      },
      link: {
        background: 'transparent',
        color: vars.color.brand,
        paddingInline: 0,
        minHeight: 'auto',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        borderRadius: vars.radius.sm,
        selectors: { '&[data-hovered]': { color: vars.color.brandHover } },
      },
      danger: {
        background: vars.color.danger,
        color: '#ffffff',
        selectors: { '&[data-hovered]': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { minHeight: '36px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: '52px', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    ...focus,
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const link = style({
  // 24 px tall at least (WCAG 2.2 target size) without leaving the line of text.
  display: 'inline-block',
  minHeight: '24px',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    ...focus,
    '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flex: 'none',
});
