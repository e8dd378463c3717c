import { createThemeContract } from '@vanilla-extract/css';
import {
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  motion,
  radius,
  shadow,
  size,
  space,
} from './tokens';

const nullTokens = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as { [K in keyof T]: null };

/** The theme contract: every token as a CSS custom property, filled by a theme. */
export const vars = createThemeContract({
  color: nullTokens(lightColors),
  space: nullTokens(space),
  fontSize: nullTokens(fontSize),
  lineHeight: nullTokens(lineHeight),
  fontWeight: nullTokens(fontWeight),
  fontFamily: nullTokens(fontFamily),
  radius: nullTokens(radius),
  shadow: nullTokens(shadow),
  motion: nullTokens(motion),
  size: nullTokens(size),
});
