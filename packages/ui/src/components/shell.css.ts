import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: '64px',
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  minHeight: vars.size.control,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
export const nav = style({ display: 'none', flex: 1, '@media': { [media.desktop]: { display: 'block' } } });
export const navList = style({
  display: 'flex',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space['3']}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered], &:hover': { color: vars.color.brand },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      textDecoration: 'underline',
      textUnderlineOffset: '6px',
    },
    '&[data-focus-visible], &:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
export const spacer = style({ flex: 1, '@media': { [media.desktop]: { display: 'none' } } });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const menuPopover = style({
  minWidth: '200px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  padding: vars.space['1'],
  outline: 'none',
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &:focus, &:hover': { background: vars.color.brandSoft } },
});
export const menuAnchor = style({ position: 'relative' });
export const menuList = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  zIndex: 50,
  listStyle: 'none',
  margin: 0,
});
/** Native controls of the header (no React Aria): hover and focus from CSS pseudo-classes. */
export const nativeFocus = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const hoverSoft = style({ selectors: { '&:hover': { background: vars.color.brandSoft } } });
export const hoverBrand = style({ selectors: { '&:hover': { background: vars.color.brandHover } } });
export const hoverSunken = style({ selectors: { '&:hover': { background: vars.color.surfaceSunken } } });
/** The mobile drawer: a native modal `<dialog>` on the right, the page dimmed behind it. */
export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  border: 0,
  padding: 0,
  width: 'min(360px, 88vw)',
  height: '100%',
  maxHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  overflowY: 'auto',
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const footer = style({
  background: '#12201a',
  color: '#e9efe9',
  marginTop: vars.space['12'],
  paddingBlock: vars.space['10'],
});
export const footerGrid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const footerHeading = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  color: '#ffffff',
});
export const footerText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: '#d5ddd6',
});
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: '#ffffff',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid #9fd3b8`, outlineOffset: '2px' },
  },
});
export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
});
export const footerBottom = style({
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: '1px solid #2f4238',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  justifyContent: 'space-between',
});

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  maxWidth: '640px',
});
export const errorCode = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: 1,
});
export const errorTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'] });
export const drawerBody = style({
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
