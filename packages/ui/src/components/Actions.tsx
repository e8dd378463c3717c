import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../layout/Layout';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import * as styles from './actions.css';
import { Spinner } from './Spinner';
import type { ButtonSize, ButtonVariant } from './variants';

export { Spinner, type SpinnerProps } from './Spinner';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and tells screen readers the button is busy. */
  isLoading?: boolean;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** An icon after the text (decorative). */
  iconAfter?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The action button: primary, secondary, ghost, link or danger; pending state through React Aria. */
export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  icon,
  iconAfter,
  className,
  children,
  ...rest
}: ButtonProps) {
  const t = useUiText();
  return (
    <AriaButton
      {...rest}
      isPending={isLoading}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {isLoading ? (
        <Spinner size={18} />
      ) : icon ? (
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
      {isLoading ? <VisuallyHidden aria-live="polite">{t('common.loading')}</VisuallyHidden> : null}
      {iconAfter && !isLoading ? (
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {iconAfter}
        </span>
      ) : null}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> {
  /** What the button does, for screen readers (it has no visible text). */
  label: string;
  icon: ReactNode;
  className?: string;
}

/** A 44 px round button with only an icon and an accessible name. */
export function IconButton({ label, icon, className, ...rest }: IconButtonProps) {
  return (
    <AriaButton {...rest} aria-label={label} className={cx(styles.iconButton, className)}>
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </AriaButton>
  );
}

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  /** Look like a button instead of underlined text. */
  variant?: ButtonVariant | 'text';
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** A link; with `variant` it looks like a button (a call to action that navigates). */
export function Link({ variant = 'text', size, className, ...rest }: LinkProps) {
  const look = variant === 'text' ? styles.link : styles.button({ variant, size });
  return <AriaLink {...rest} className={cx(look, className)} />;
}
