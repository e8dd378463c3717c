import { AlertTriangle, Inbox, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  ProgressBar as AriaProgressBar,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Popover,
  Text,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { useUiText } from '../text/text';
import { UI_CONSTANTS } from '../theme/tokens';
import { cx } from '../utils/cx';
import { Button, IconButton } from './Actions';
import {
  Alert,
  type AlertProps,
  LoadingOverlay,
  type LoadingOverlayProps,
  Skeleton,
  type SkeletonProps,
  TONE_ICONS,
} from './Notice';

export { Alert, type AlertProps, LoadingOverlay, type LoadingOverlayProps, Skeleton, type SkeletonProps };

import * as styles from './feedback.css';
import type { Tone } from './variants';

export interface SandboxBannerProps {
  /** Hides the banner for this page view. */
  onHide?: () => void;
  /** Turns sandbox mode off (removes the QA cookie and reloads). */
  onDisable: () => void;
  message?: ReactNode;
}

/** The sandbox banner with Hide and Disable. */
export function SandboxBanner({ onHide, onDisable, message }: SandboxBannerProps) {
  const t = useUiText();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <section aria-label={t('sandbox.message')} className={styles.banner}>
      <AlertTriangle aria-hidden size={18} />
      <span>{message ?? t('sandbox.message')}</span>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          setHidden(true);
          onHide?.();
        }}
      >
        {t('sandbox.hide')}
      </Button>
      <Button variant="danger" size="sm" onPress={onDisable}>
        {t('sandbox.disable')}
      </Button>
    </section>
  );
}

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Closes by itself after this many ms (7000). */
  autoCloseMs?: number;
  /** Closes when this changes (pass the route's pathname: popups close on navigation). */
  closeKey?: string;
  /** `alertdialog` for a decision that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
}

/** A modal dialog: focus trapped and restored, Escape closes, scroll locked (React Aria). */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  autoCloseMs,
  closeKey,
  role = 'dialog',
  isDismissable = true,
}: DialogProps) {
  const t = useUiText();
  const firstKey = useRef(closeKey);
  useEffect(() => {
    if (closeKey !== firstKey.current) {
      firstKey.current = closeKey;
      if (isOpen) onOpenChange(false);
    }
  }, [closeKey, isOpen, onOpenChange]);
  useEffect(() => {
    if (!isOpen || !autoCloseMs) return;
    const timer = setTimeout(() => onOpenChange(false), autoCloseMs);
    return () => clearTimeout(timer);
  }, [isOpen, autoCloseMs, onOpenChange]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {title}
            </Heading>
            <IconButton
              label={t('dialog.close')}
              icon={<X size={20} />}
              onPress={() => onOpenChange(false)}
            />
          </div>
          {children}
          {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The popup: a dialog that closes by itself after 7 s unless `autoCloseMs` says otherwise. */
export function Popup(props: DialogProps) {
  return <Dialog autoCloseMs={UI_CONSTANTS.popupAutoCloseMs} {...props} />;
}

export interface InfoPopoverProps {
  /** What the "?" explains, for its accessible name ("Más información sobre el CAT"). */
  topic: string;
  title?: ReactNode;
  children: ReactNode;
  /** Opens after hovering this long (1000 ms). */
  hoverDelayMs?: number;
}

/** A "?" that opens an explanation on press, or after hovering 1 s. */
export function InfoPopover({
  topic,
  title,
  children,
  hoverDelayMs = UI_CONSTANTS.hoverPopupDelayMs,
}: InfoPopoverProps) {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton
        className={styles.infoTrigger}
        aria-label={t('popover.open', { topic })}
        onHoverStart={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(true), hoverDelayMs);
        }}
        onHoverEnd={() => clearTimeout(timer.current)}
      >
        ?
      </AriaButton>
      <Popover className={styles.popover} offset={8}>
        <AriaDialog className={styles.popoverDialog} aria-label={typeof title === 'string' ? title : topic}>
          {title ? (
            <Heading slot="title" style={{ margin: '0 0 8px', fontSize: 16 }}>
              {title}
            </Heading>
          ) : null}
          {children}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}

export interface ToastContentValue {
  title: string;
  description?: string;
  tone?: Tone;
}

/** A queue of toasts; `showToast` adds to the default one. */
export function createToastQueue() {
  return new AriaToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });
}
export const toastQueue = /*#__PURE__*/ createToastQueue();
export type ToastQueue = ReturnType<typeof createToastQueue>;

/** Shows a toast for 5000 ms; `timeout: 0` keeps it until closed. */
export function showToast(
  content: ToastContentValue,
  options: { timeout?: number; queue?: ToastQueue } = {},
) {
  const { timeout = UI_CONSTANTS.toastDurationMs, queue = toastQueue } = options;
  return queue.add(content, timeout > 0 ? { timeout } : {});
}

/** The toast region, top right; render once in the app's root. */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue }) {
  const t = useUiText();
  return (
    <AriaToastRegion queue={queue} className={styles.toastRegion} aria-label={t('toast.region')}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        const Icon = TONE_ICONS[tone];
        return (
          <AriaToast toast={toast} className={cx(styles.toast, styles.alert({ tone }))}>
            <Icon aria-hidden size={20} className={styles.alertIcon({ tone })} />
            <ToastContent className={styles.alertBody}>
              <Text slot="title" className={styles.alertTitle}>
                {toast.content.title}
              </Text>
              {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
            </ToastContent>
            <AriaButton
              slot="close"
              aria-label={t('toast.close')}
              className={styles.infoTrigger}
              style={{ border: 0 }}
            >
              <X aria-hidden size={18} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

export interface ProgressBarProps {
  /** 0–100 (registration starts at 30). */
  value: number;
  label?: string;
  /** Show the percentage beside the label. */
  showValue?: boolean;
}

/** The registration progress bar (React Aria: role progressbar with value text). */
export function ProgressBar({ value, label, showValue = false }: ProgressBarProps) {
  const t = useUiText();
  return (
    <AriaProgressBar
      value={value}
      className={styles.progress}
      aria-label={label ?? t('progress.registration')}
    >
      {({ percentage, valueText }) => (
        <>
          {showValue ? (
            <span className={styles.progressLabel}>
              <span>{label ?? t('progress.registration')}</span>
              <span>{valueText}</span>
            </span>
          ) : null}
          <span className={styles.progressTrack} style={{ display: 'block' }}>
            <span
              className={styles.progressFill}
              style={{ display: 'block', width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}

export interface StepperProps {
  /** 1-based. */
  current: number;
  /** Only when known ("Paso X de N" only where N is known). */
  total: number;
}

/** "Paso X de N" with a bar per step. */
export function Stepper({ current, total }: StepperProps) {
  const t = useUiText();
  return (
    <div className={styles.stepper}>
      <p className={styles.stepperText}>{t('progress.step', { current, total })}</p>
      <ol className={styles.stepperDots} aria-hidden>
        {Array.from({ length: total }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions
            key={index}
            className={styles.stepperDot({
              state: index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'todo',
            })}
          />
        ))}
      </ol>
    </div>
  );
}

export interface EmptyStateProps {
  title?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing yet, and what to do about it. */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  const t = useUiText();
  return (
    <div className={styles.empty}>
      <span aria-hidden>{icon ?? <Inbox size={40} />}</span>
      <h2 className={styles.emptyTitle}>{title ?? t('empty.title')}</h2>
      {children ? <div>{children}</div> : null}
      {action}
    </div>
  );
}
