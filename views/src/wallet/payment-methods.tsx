import { useId } from "react";
import { Button, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethodId, PaymentOption, PaymentSubOption, WalletVariant } from "@camstage/core";
import { ChevronDownIcon } from "../ui/icons";
import { CheckIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import styles from "./wallet.module.css";

/** Up to this many sub-options show as a radio list; more (a long bank list) as a select. */
const SUB_OPTION_RADIO_MAX = 6;

export type PaymentMethodsProps = {
  variant: WalletVariant;
  methods: readonly PaymentOption[];
  selectedMethodId: PaymentMethodId | null;
  onSelectMethod: (methodId: PaymentMethodId) => void;
  /** The chosen method's sub-options (e.g. banks); empty for none. */
  subOptions: readonly PaymentSubOption[];
  selectedSubOptionId: PaymentMethodId | null;
  onSelectSubOption: (subOptionId: PaymentMethodId) => void;
  /** The id of the visible step heading that names the group. */
  labelledBy: string;
  isDisabled?: boolean;
};

const byValue = <T extends { id: PaymentMethodId }>(items: readonly T[], value: string | number | null): T | undefined =>
  value === null ? undefined : items.find((item) => String(item.id) === String(value));

/** §2.5 step 2: the payment method tiles (4 columns in the drawer variant) and the chosen method's sub-options. */
export function PaymentMethods(props: PaymentMethodsProps) {
  const { methods, selectedMethodId, onSelectMethod, subOptions, labelledBy, isDisabled, variant } = props;
  const method = byValue(methods, selectedMethodId);
  return (
    <div className={styles.methods}>
      <RadioGroup
        className={variant === "simple" ? styles.methodList : styles.methodGrid}
        aria-labelledby={labelledBy}
        orientation="horizontal"
        value={selectedMethodId === null ? null : String(selectedMethodId)}
        onChange={(value) => {
          const chosen = byValue(methods, value);
          if (chosen) onSelectMethod(chosen.id);
        }}
        isDisabled={isDisabled}
      >
        {methods.map((option) => (
          <Radio key={String(option.id)} value={String(option.id)} className={variant === "simple" ? styles.methodRow : styles.methodTile}>
            <span className={styles.methodImage}>
              <img src={option.image} alt="" loading="lazy" decoding="async" />
            </span>
            <span className={styles.methodName}>{option.name}</span>
            <span className={styles.methodCheck} aria-hidden="true">
              <CheckIcon />
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {method && subOptions.length > 0 ? <SubOptions {...props} methodName={method.name} /> : null}
    </div>
  );
}

function SubOptions({ methodName, subOptions, selectedSubOptionId, onSelectSubOption, isDisabled }: PaymentMethodsProps & { methodName: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const label = t`Choose an option for ${methodName}`;
  const value = selectedSubOptionId === null ? null : String(selectedSubOptionId);
  const select = (key: string | number | null) => {
    const chosen = byValue(subOptions, key);
    if (chosen) onSelectSubOption(chosen.id);
  };

  if (subOptions.length <= SUB_OPTION_RADIO_MAX) {
    return (
      <div className={styles.subOptions}>
        <span id={labelId} className={styles.subOptionsLabel}>
          {label}
        </span>
        <RadioGroup className={styles.subOptionList} aria-labelledby={labelId} value={value} onChange={select} isDisabled={isDisabled}>
          {subOptions.map((sub) => (
            <Radio key={String(sub.id)} value={String(sub.id)} className={styles.subOption}>
              <span className={styles.rowDot} aria-hidden="true" />
              {sub.name}
            </Radio>
          ))}
        </RadioGroup>
      </div>
    );
  }

  return (
    <Select className={styles.subOptions} value={value} onChange={select} isDisabled={isDisabled} placeholder={t`Choose…`}>
      <Label className={styles.subOptionsLabel}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <Popover className={styles.selectPopover}>
        <ListBox className={styles.selectList} items={subOptions.map((sub) => ({ id: String(sub.id), name: sub.name }))}>
          {(item) => (
            <ListBoxItem id={item.id} className={cx(styles.selectItem)} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
