import { useLingui } from '@lingui/react/macro';
import { MAPPABLE_PRODUCT_FIELDS } from '@pm/contracts';
import type { Country, CustomValueDefinition, CustomValueType, ErpOutputChannel, MappableProductField, MappingTarget } from '@pm/contracts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { COUNTRY_PRICE_LABELS, DATA_TYPE_LABELS, PRODUCT_FIELD_LABELS, SOURCE_FIELD_LABELS } from '../utils/mappingLabels.ts';

export interface MappingNames {
  target(target: MappingTarget): string;
  /** A target by its path (`purchasePrice`, `pricing.de.salesPrice`, `customValues.season`), as issues and value errors name it. */
  path(path: string): string;
  source(field: string): string;
  salesPrice(id: string): string;
  dataType(type: string): string;
}

const isProductField = (field: string): field is MappableProductField => Object.hasOwn(MAPPABLE_PRODUCT_FIELDS, field);

/** Names of the mapping's fields in the user's language (custom values by their label, ERP sales prices by their name). */
export function useMappingNames(definitions: readonly CustomValueDefinition[], outputChannels: readonly ErpOutputChannel[]): MappingNames {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const customValue = (key: string) => {
    const label = definitions.find((d) => d.key === key)?.label ?? key;
    return t`Custom value: ${label}`;
  };
  const countryPrice = (country: Country, field: keyof typeof COUNTRY_PRICE_LABELS) => `${i18n._(COUNTRY_PRICE_LABELS[field])} (${countryName(country)})`;
  const salesPrice = (id: string) => {
    const channel = outputChannels.find((c) => c.id === id);
    return channel ? `${channel.name} (${id})` : id;
  };
  const dataType = (type: string) => (Object.hasOwn(DATA_TYPE_LABELS, type) ? i18n._(DATA_TYPE_LABELS[type as CustomValueType]) : type);
  return {
    target: (target) =>
      target.kind === 'product' ? i18n._(PRODUCT_FIELD_LABELS[target.field]) : target.kind === 'countryPrice' ? countryPrice(target.country, target.field) : customValue(target.key),
    path: (path) => {
      if (isProductField(path)) return i18n._(PRODUCT_FIELD_LABELS[path]);
      const [head, first, second] = path.split('.');
      if (head === 'pricing' && first && second && Object.hasOwn(COUNTRY_PRICE_LABELS, second)) return countryPrice(first as Country, second as keyof typeof COUNTRY_PRICE_LABELS);
      if (head === 'customValues' && first) return customValue(first);
      return path;
    },
    source: (field) => {
      if (Object.hasOwn(SOURCE_FIELD_LABELS, field)) return i18n._(SOURCE_FIELD_LABELS[field as keyof typeof SOURCE_FIELD_LABELS]);
      if (field.startsWith('salesPrice:')) {
        const name = salesPrice(field.slice('salesPrice:'.length));
        return t`Sales price: ${name}`;
      }
      if (field.startsWith('property:')) {
        const name = field.slice('property:'.length);
        return t`Property: ${name}`;
      }
      return field;
    },
    salesPrice,
    dataType,
  };
}
