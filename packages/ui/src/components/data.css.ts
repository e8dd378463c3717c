import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const card = recipe({
  base: {
    position: 'relative',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.card,
    padding: vars.space['4'],
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
  variants: {
    tone: { default: {}, brand: { background: vars.color.brandSoft, borderColor: vars.color.brandSoft } },
  },
  defaultVariants: { tone: 'default' },
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const statValue = recipe({
  base: {
    margin: 0,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.xl },
      lg: {
        fontSize: vars.fontSize['2xl'],
        '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
export const statNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const statsBlock = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  minHeight: '140px',
});
export const statsError = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '108px',
  border: `2px dashed ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    border: '1px solid',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      brand: { background: vars.color.brandSoft, color: vars.color.brand, borderColor: vars.color.brand },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSoft,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const tableWrap = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});
export const caption = style({
  textAlign: 'start',
  padding: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});
export const th = style({
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const tfoot = style({ fontWeight: vars.fontWeight.bold });
export const scheduleTable = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });
export const scheduleList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { display: 'none' } },
});
export const scheduleCards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const scheduleCard = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
});
export const scheduleDetail = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const copyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const copyValue = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  minHeight: vars.size.control,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
export const tabPanel = style({
  paddingTop: vars.space['4'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});
export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(360px, 88vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  overflowY: 'auto',
});
export const drawerDialog = style({
  padding: vars.space['4'],
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
});
export const pageList = style({
  display: 'flex',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '40px',
    minHeight: '40px',
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    current: {
      true: { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    },
  },
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const timelineItem = style({
  position: 'relative',
  paddingLeft: vars.space['6'],
  paddingBottom: vars.space['4'],
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space['2'],
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});
export const timelineDot = style({
  position: 'absolute',
  left: '-7px',
  top: '4px',
  width: '12px',
  height: '12px',
  borderRadius: '50%',
  background: vars.color.brand,
});
export const timelineMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const barcode = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  background: '#ffffff',
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
});
export const barcodeText = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.md,
  color: '#1f1d1a',
  letterSpacing: '0.1em',
});

// The repayment schedule on a phone: below the tablet breakpoint each invoice is a
// stacked block — number, date and status on top, then one line per figure with its name — so
// nothing is cut at 375 px. The table keeps its semantics (explicit roles in the markup); the
// figure names shown on a phone are hidden from assistive technology, which reads the column headers.
const phone = `screen and (max-width: ${767}px)`;
export const stackTable = style({
  '@media': { [phone]: { display: 'block', fontSize: vars.fontSize.md } },
});
export const stackHead = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const stackBody = style({
  '@media': {
    [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['2'] },
  },
});
export const stackRow = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space['2'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      padding: vars.space['2'],
    },
  },
});
export const stackFigure = style({
  '@media': {
    [phone]: {
      gridColumn: '1 / -1',
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space['3'],
      borderBottom: 'none',
      paddingBlock: vars.space['1'],
      paddingInline: 0,
    },
  },
});
export const stackCell = style({
  '@media': { [phone]: { borderBottom: 'none', paddingInline: 0, paddingBlock: vars.space['1'] } },
});
export const stackLabel = style({
  display: 'none',
  '@media': { [phone]: { display: 'inline', color: vars.color.textMuted, textAlign: 'start' } },
});
export const stackStatus = style({
  '@media': { [phone]: { gridRow: '1', gridColumn: '3', borderBottom: 'none', paddingInline: 0 } },
});
export const stackCaption = style({
  '@media': { [phone]: { display: 'block', width: '100%', boxSizing: 'border-box' } },
});
