import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media, space } from '../theme/tokens';
import { alignValues, justifyValues } from './variants';

const gapVariants = styleVariants(space, (_, key) => ({ gap: vars.space[key as keyof typeof space] }));
const paddingVariants = styleVariants(space, (_, key) => ({
  padding: vars.space[key as keyof typeof space],
}));

const align = Object.fromEntries(alignValues.map((value) => [value, { alignItems: value }])) as Record<
  (typeof alignValues)[number],
  { alignItems: string }
>;
const justify = Object.fromEntries(
  justifyValues.map((value) => [value, { justifyContent: value }]),
) as Record<(typeof justifyValues)[number], { justifyContent: string }>;

export const box = recipe({
  base: { minWidth: 0 },
  variants: {
    padding: paddingVariants,
    background: {
      none: {},
      surface: { background: vars.color.surface },
      sunken: { background: vars.color.surfaceSunken },
      brandSoft: { background: vars.color.brandSoft },
    },
    radius: { none: {}, md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } },
  },
  defaultVariants: { padding: '0', background: 'none', radius: 'none' },
});

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap: gapVariants, align },
  defaultVariants: { gap: '4', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', minWidth: 0 },
  variants: { gap: gapVariants, align, justify, nowrap: { true: { flexWrap: 'nowrap' } } },
  defaultVariants: { gap: '2', align: 'center', justify: 'flex-start' },
});

/** Columns stack on phones and sit side by side from the tablet breakpoint. */
export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    gap: gapVariants,
    count: {
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { gap: '4', count: 2 },
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
