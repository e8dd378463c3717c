import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Space } from '../theme/tokens';
import { cx } from '../utils/cx';
import * as styles from './layout.css';
import type { Align, Justify } from './variants';

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (`div` by default): `section`, `ul`, `nav`… */
  as?: ElementType;
  children?: ReactNode;
}

export interface BoxProps extends LayoutProps {
  padding?: Space;
  background?: 'none' | 'surface' | 'sunken' | 'brandSoft';
  radius?: 'none' | 'md' | 'lg';
}

/** A block with padding, background and radius from the theme: no ad-hoc margins. */
export function Box({ as: Tag = 'div', padding, background, radius, className, ...rest }: BoxProps) {
  return <Tag className={cx(styles.box({ padding, background, radius }), className)} {...rest} />;
}

export interface StackProps extends LayoutProps {
  gap?: Space;
  align?: Align;
}

/** Children one below the other, `gap` apart. */
export function Stack({ as: Tag = 'div', gap, align, className, ...rest }: StackProps) {
  return <Tag className={cx(styles.stack({ gap, align }), className)} {...rest} />;
}

export interface InlineProps extends LayoutProps {
  gap?: Space;
  align?: Align;
  justify?: Justify;
  /** Keep on one line instead of wrapping. */
  nowrap?: boolean;
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({ as: Tag = 'div', gap, align, justify, nowrap, className, ...rest }: InlineProps) {
  return <Tag className={cx(styles.inline({ gap, align, justify, nowrap }), className)} {...rest} />;
}

export interface ColumnsProps extends LayoutProps {
  gap?: Space;
  /** Columns from the tablet breakpoint (4 becomes 2 on tablets); one column on phones. */
  count?: 2 | 3 | 4;
}

/** Equal columns that stack on phones. */
export function Columns({ as: Tag = 'div', gap, count, className, ...rest }: ColumnsProps) {
  return <Tag className={cx(styles.columns({ gap, count }), className)} {...rest} />;
}

/** The page's content width: at most 1170 px, centred, with side padding. */
export function Container({ as: Tag = 'div', className, ...rest }: LayoutProps) {
  return <Tag className={cx(styles.container, className)} {...rest} />;
}

/** Text for screen readers only. */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: LayoutProps) {
  return <Tag className={cx(styles.visuallyHidden, className)} {...rest} />;
}
