import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const toneStyles = {
  neutral: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  brand: { background: vars.color.brandSoft, color: vars.color.text, borderColor: vars.color.brand },
  success: { background: vars.color.successSoft, color: vars.color.text, borderColor: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.text, borderColor: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.text, borderColor: vars.color.danger },
  info: { background: vars.color.infoSoft, color: vars.color.text, borderColor: vars.color.info },
};
const iconTones = {
  neutral: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
  info: { color: vars.color.info },
};

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space['3'],
    alignItems: 'flex-start',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderLeftWidth: '4px',
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'info' },
});
export const alertIcon = recipe({ base: { flex: 'none', marginTop: '2px' }, variants: { tone: iconTones } });
export const alertTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});
export const alertBody = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.warning}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateY(-8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.fast}`,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space['6'] } },
});

export const modal = style({
  width: '100%',
  maxWidth: '560px',
  maxHeight: '90vh',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.tablet]: { borderRadius: vars.radius.lg } },
});

export const dialog = style({
  padding: vars.space['6'],
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space['2'],
});
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
});

export const popover = style({
  maxWidth: 'min(360px, calc(100vw - 24px))',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});
export const popoverDialog = style({ padding: vars.space['4'], outline: 'none', fontSize: vars.fontSize.sm });
export const infoTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const toastRegion = style({
  position: 'fixed',
  top: vars.space['4'],
  right: vars.space['4'],
  left: vars.space['4'],
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  outline: 'none',
  '@media': { [media.tablet]: { left: 'auto', width: '380px' } },
});
export const toast = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  width: '100%',
  padding: vars.space['4'],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const loadingOverlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  background: 'rgba(255, 255, 255, 0.78)',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: 'inherit',
});
export const loadingOverlayFixed = style({ position: 'fixed' });

const shimmer = keyframes({
  '0%': { backgroundPosition: '-200px 0' },
  '100%': { backgroundPosition: 'calc(200px + 100%) 0' },
});
export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 0px, ${vars.color.border} 80px, ${vars.color.surfaceSunken} 160px)`,
  backgroundSize: '200px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundColor: vars.color.surfaceSunken,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
});
export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  background: vars.color.brand,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const stepperText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const stepperDots = style({
  display: 'flex',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepperDot = recipe({
  base: { flex: 1, height: '6px', borderRadius: vars.radius.pill, background: vars.color.border },
  variants: {
    state: {
      done: { background: vars.color.brand },
      current: { background: vars.color.brand, opacity: 0.6 },
      todo: {},
    },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  color: vars.color.textMuted,
});
export const emptyTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.lg });
