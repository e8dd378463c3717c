import { AlertCircle, Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Group,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { useHydrated } from '../utils/hydrated';
import * as styles from './choice.css';
import { NativeSelect } from './NativeChoice';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

function ErrorText({ children }: { children: ReactNode }) {
  return (
    <FieldError className={fieldStyles.error}>
      <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
      <span>{children}</span>
    </FieldError>
  );
}

export interface SelectProps<V extends string>
  extends Omit<
    AriaSelectProps<ChoiceOption<V>>,
    | 'children'
    | 'className'
    | 'selectedKey'
    | 'onSelectionChange'
    | 'defaultSelectedKey'
    | 'items'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  className?: string;
}

/** A select (React Aria: listbox keyboard, typeahead, positioning); its list is at most 200 px high. */
export function Select<V extends string>(props: SelectProps<V>) {
  const { label, hint, error, options, value, defaultValue, onChange, placeholder, className, ...rest } =
    props;
  const t = useUiText();
  const hydrated = useHydrated();
  if (!hydrated) {
    // Server render: a native <select> that posts without JavaScript; React Aria's takes over
    // once the page is hydrated.
    const { name, isRequired, isDisabled } = rest;
    const native = { label, hint, error, options, value, defaultValue, placeholder, className };
    return <NativeSelect {...native} name={name} isRequired={isRequired} isDisabled={isDisabled} />;
  }
  return (
    <AriaSelect
      {...rest}
      placeholder={placeholder ?? t('select.placeholder')}
      selectedKey={value === undefined ? undefined : value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key) as V);
      }}
      isInvalid={rest.isInvalid || Boolean(error)}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <Button className={styles.selectButton}>
        <SelectValue className={({ isPlaceholder }) => (isPlaceholder ? styles.placeholder : '')} />
        <ChevronDown aria-hidden size={20} />
      </Button>
      <ErrorText>{error}</ErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox
          className={styles.listBox}
          items={options.map((option) => ({ ...option, id: option.value }))}
        >
          {(option) => (
            <ListBoxItem
              id={option.value}
              className={styles.option}
              isDisabled={option.isDisabled}
              textValue={option.label}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface ComboboxProps<V extends string>
  extends Omit<
    AriaComboBoxProps<ChoiceOption<V>>,
    | 'children'
    | 'className'
    | 'items'
    | 'selectedKey'
    | 'onSelectionChange'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value?: V | null;
  onChange?: (value: V | null) => void;
  className?: string;
}

/** A text box with suggestions (postal code → colonia), filtered as you type. */
export function Combobox<V extends string>({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  className,
  ...rest
}: ComboboxProps<V>) {
  const t = useUiText();
  return (
    <AriaComboBox
      {...rest}
      defaultItems={options.map((option) => ({ ...option, id: option.value }))}
      selectedKey={value === undefined ? undefined : value}
      onSelectionChange={(key: Key | null) => onChange?.(key === null ? null : (String(key) as V))}
      isInvalid={rest.isInvalid || Boolean(error)}
      className={cx(fieldStyles.field, className)}
      menuTrigger="focus"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.input} />
        <Button className={fieldStyles.inlineButton}>
          <ChevronDown aria-hidden size={20} />
        </Button>
      </Group>
      <ErrorText>{error}</ErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.option}>{t('combobox.empty')}</div>}
        >
          {(option: ChoiceOption<V> & { id: V }) => (
            <ListBoxItem
              id={option.id}
              className={styles.option}
              textValue={option.label}
              isDisabled={option.isDisabled}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export interface RadioGroupProps<V extends string>
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  className?: string;
}

function useGroupProps<V extends string>({
  value,
  defaultValue,
  onChange,
  error,
  isInvalid,
}: Pick<RadioGroupProps<V>, 'value' | 'defaultValue' | 'onChange' | 'error' | 'isInvalid'>) {
  return {
    value: value === undefined ? undefined : value,
    defaultValue,
    onChange: (next: string) => onChange?.(next as V),
    isInvalid: isInvalid || Boolean(error),
  };
}

/** The one body of {@link RadioGroup} and {@link SegmentedControl}: they differ only in look. */
function ChoiceGroup<V extends string>({
  look,
  label,
  hint,
  error,
  options,
  className,
  value,
  defaultValue,
  onChange,
  ...rest
}: RadioGroupProps<V> & { look: 'radio' | 'segmented' }) {
  const segmented = look === 'segmented';
  return (
    <AriaRadioGroup
      {...rest}
      {...useGroupProps({ value, defaultValue, onChange, error, isInvalid: rest.isInvalid })}
      orientation={segmented ? 'horizontal' : rest.orientation}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={styles.legend}>{label}</Label>
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <div className={segmented ? styles.segmented : styles.radioGroup}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={segmented ? styles.segment : styles.radio}
          >
            {segmented ? null : <span aria-hidden className={styles.radioDot} />}
            {option.label}
          </Radio>
        ))}
      </div>
      <ErrorText>{error}</ErrorText>
    </AriaRadioGroup>
  );
}

/** Radio buttons in a labelled group; arrow keys move between them (React Aria). */
export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  return <ChoiceGroup {...props} look="radio" />;
}

/** A row of exclusive choices (the pay cycle): a radio group that looks like a segmented switch. */
export function SegmentedControl<V extends string>(props: RadioGroupProps<V>) {
  return <ChoiceGroup {...props} look="segmented" />;
}

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The label; may contain links (a consent with "lee el aviso de privacidad"). */
  children: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A checkbox for consents; the error is announced and linked to the box. */
export function Checkbox({ children, error, className, ...rest }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <AriaCheckbox
        {...rest}
        isInvalid={rest.isInvalid || Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className={styles.checkbox}
      >
        {({ isSelected }) => (
          <>
            <span aria-hidden className={styles.box}>
              {isSelected ? <Check size={16} strokeWidth={3} /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {error ? (
        <p id={errorId} className={fieldStyles.error} style={{ margin: 0 }}>
          <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
