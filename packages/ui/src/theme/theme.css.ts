import { createGlobalTheme, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  darkColors,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  media,
  motion,
  radius,
  shadow,
  size,
  space,
} from './tokens';

const shared = { space, fontSize, lineHeight, fontWeight, fontFamily, radius, shadow, motion, size };

// The light theme is global: importing `@lender/ui/styles.css` is all an app does.
createGlobalTheme(':root', vars, { color: lightColors, ...shared });

const darkVars = createTheme(vars, {
  color: darkColors,
  ...shared,
  shadow: { card: '0 1px 2px rgba(0,0,0,0.5)', overlay: '0 8px 24px rgba(0,0,0,0.6)' },
});
// Text inherits its colour: the container re-declares it from the dark values.
const darkSurface = style({ color: vars.color.text, background: vars.color.background });

/** Put on a container (or <html>) for the dark mode of the back-office. */
export const darkTheme = `${darkVars} ${darkSurface}`;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
// Focus is never hidden under a sticky header.
globalStyle('html', { scrollPaddingTop: '96px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
