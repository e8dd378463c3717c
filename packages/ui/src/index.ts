// @lender/ui — the accessible React component kit. Import the CSS once in the app's root:
//   import "@lender/ui/styles.css";  (the theme and every component style)

export {
  Button,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
  Link,
  type LinkProps,
} from './components/Actions';
export { Barcode, type BarcodeProps } from './components/Barcode';
export {
  Calculator,
  type CalculatorClient,
  type CalculatorProps,
  type CalculatorQuote,
  type CalculatorSubmit,
} from './components/Calculator';
export { Card, type CardProps, Stat, type StatProps } from './components/Card';
export { Countdown, type CountdownProps } from './components/Countdown';
export {
  Badge,
  CopyField,
  type CopyFieldProps,
  Drawer,
  type DrawerProps,
  MoneyText,
  Pagination,
  type PaginationProps,
  Schedule,
  type ScheduleRow,
  StatsBlock,
  type StatsBlockProps,
  StatusBadge,
  type StatusBadgeProps,
  type TabItem,
  Tabs,
  type TabsProps,
  Timeline,
  type TimelineEvent,
} from './components/Data';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable';
export {
  createToastQueue,
  Dialog,
  type DialogProps,
  EmptyState,
  type EmptyStateProps,
  InfoPopover,
  type InfoPopoverProps,
  Popup,
  ProgressBar,
  type ProgressBarProps,
  SandboxBanner,
  type SandboxBannerProps,
  Stepper,
  type StepperProps,
  showToast,
  type ToastContentValue,
  type ToastQueue,
  ToastRegion,
  toastQueue,
} from './components/Feedback';
export { MoneySummary, type MoneySummaryItem, type MoneySummaryProps } from './components/MoneySummary';
export {
  Alert,
  type AlertProps,
  LoadingOverlay,
  type LoadingOverlayProps,
  Skeleton,
  type SkeletonProps,
} from './components/Notice';
export { QuickCalculator, type QuickCalculatorProps } from './components/QuickCalculator';
export {
  RepaymentSchedule,
  type RepaymentScheduleLabels,
  type RepaymentScheduleProps,
  type RepaymentScheduleRow,
} from './components/RepaymentSchedule';
export {
  ErrorPage,
  type ErrorPageProps,
  Footer,
  type FooterContact,
  type FooterProps,
  Header,
  type HeaderProps,
  type HeaderUser,
  type NavItem,
  userMenuLabel,
} from './components/Shell';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
  type Tone,
  tones,
} from './components/variants';
export { AmountSlider, type AmountSliderProps } from './fields/AmountSlider';
export {
  Checkbox,
  type CheckboxProps,
  type ChoiceOption,
  Combobox,
  type ComboboxProps,
  RadioGroup,
  type RadioGroupProps,
  SegmentedControl,
  Select,
  type SelectProps,
} from './fields/Choice';
export {
  checkFile,
  type FileProblem,
  FileUpload,
  type FileUploadProps,
  ID_DOCUMENT_FORMATS,
  UPLOAD_MAX_AGE_MS,
} from './fields/FileUpload';
export {
  CardNumberField,
  ClabeField,
  type ClabeFieldProps,
  CurpField,
  clabeErrorText,
  DateField,
  type DateFieldProps,
  FinanceField,
  IncomeField,
  MoneyField,
  type MoneyFieldProps,
  moneyErrorText,
  NameField,
  PasswordField,
  PHONE_PLACEHOLDER,
  PhoneField,
  WholePesosField,
  type WholePesosFieldProps,
} from './fields/MaskedFields';
export type { Mask } from './fields/masks';
export * as masks from './fields/masks';
export {
  NativeCheckbox,
  type NativeCheckboxProps,
  type NativeChoiceOption,
  NativeRadioGroup,
  type NativeRadioGroupProps,
  NativeSelect,
  type NativeSelectProps,
} from './fields/NativeChoice';
export { OtpField, type OtpFieldProps } from './fields/OtpField';
export { TextField, type TextFieldProps } from './fields/TextField';
export {
  Box,
  type BoxProps,
  Columns,
  type ColumnsProps,
  Container,
  Inline,
  type InlineProps,
  Stack,
  type StackProps,
  VisuallyHidden,
} from './layout/Layout';
export { alignValues, columnCounts, justifyValues } from './layout/variants';
export {
  defaultTranslate,
  UiProvider,
  type UiProviderProps,
  type UiTextKey,
  type UiTextParams,
  UiTextProvider,
  type UiTextProviderProps,
  type UiTranslate,
  useUiText,
} from './text/text';
export { vars } from './theme/contract.css';
export { darkTheme } from './theme/theme.css';
export * as tokens from './theme/tokens';
export { UI_CONSTANTS } from './theme/tokens';
