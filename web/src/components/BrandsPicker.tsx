import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Option } from '@fluentui/react-components';
import { useBrands } from '../lib/api/brandsQuery.ts';
import { useDebouncedValue } from '../lib/hooks/useDebouncedValue.ts';
import { brandChoices } from '../lib/utils/brandChoices.ts';

export interface BrandSuggestions {
  /** The brands to offer, sorted, the chosen ones included. */
  choices: string[];
  /** A brand's number of products, where the answer has it. */
  countOf(brand: string): number | undefined;
  /** More brands match than are offered: typing narrows them. */
  more: boolean;
}

/** The assortment's brands that contain the typed text (GET /brands), with those already chosen. */
export function useBrandSuggestions(companyId: string, typed: string, chosen: readonly string[]): BrandSuggestions {
  const brands = useBrands(companyId, useDebouncedValue(typed));
  const items = brands.data?.items ?? [];
  const counts = new Map(items.map((item) => [item.brand, item.productCount]));
  return {
    choices: brandChoices(items.map((item) => item.brand), typed, chosen),
    countOf: (brand) => counts.get(brand),
    more: brands.data !== undefined && brands.data.total > items.length,
  };
}

/** The options of a brand picker: each brand with its number of products, and a hint when typing finds more. */
export function BrandOptions({ suggestions }: { suggestions: BrandSuggestions }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <>
      {suggestions.choices.map((brand) => {
        const count = suggestions.countOf(brand);
        return (
          <Option key={brand} value={brand} text={brand}>
            {count === undefined ? brand : `${brand} (${number.format(count)})`}
          </Option>
        );
      })}
      {suggestions.more && (
        <Option disabled value="" text="">
          {t`Type to find more brands`}
        </Option>
      )}
    </>
  );
}

export interface BrandsPickerProps {
  companyId: string;
  selected: readonly string[];
  onChange(brands: string[]): void;
  disabled?: boolean;
  className?: string;
  placeholder?: string;
}

/** Several brands of the assortment, found by typing; shows the chosen ones while not typing. */
export function BrandsPicker({ companyId, selected, onChange, disabled = false, className, placeholder }: BrandsPickerProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [typing, setTyping] = useState(false);
  const suggestions = useBrandSuggestions(companyId, typed, selected);
  return (
    <Combobox
      className={className}
      // Fluent names the opening chevron "Open" in English only.
      expandIcon={{ 'aria-label': t`Show suggestions` }}
      multiselect
      freeform
      disabled={disabled}
      autoComplete="off"
      placeholder={placeholder}
      value={typing ? typed : selected.join(', ')}
      selectedOptions={[...selected]}
      onFocus={() => setTyping(true)}
      onBlur={() => {
        setTyping(false);
        setTyped('');
      }}
      onChange={(event) => setTyped(event.target.value)}
      onOptionSelect={(_event, data) => {
        onChange(data.selectedOptions.filter(Boolean));
        setTyped('');
      }}
    >
      <BrandOptions suggestions={suggestions} />
    </Combobox>
  );
}
