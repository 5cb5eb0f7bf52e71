import { useLingui } from '@lingui/react/macro';
import { Field, Select } from '@fluentui/react-components';
import { CURRENCIES, type Country, type Currency } from '@pm/contracts';
import { TextField } from '../../../components/TextField.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { productFieldMessage } from '../utils/productFormMessages.ts';
import type { ProductFormErrors, ProductFormValues } from '../../../lib/utils/validateProductForm.ts';
import { CategorySelect } from '../../../components/CategorySelect.tsx';

export interface ProductFormFieldsProps {
  companyId: string;
  leadCountry: Country;
  values: ProductFormValues;
  errors: ProductFormErrors;
  setField: <Key extends keyof ProductFormValues>(key: Key) => (value: ProductFormValues[Key]) => void;
  disabled: boolean;
}

/** Name, SKU, brand, GTIN, MPN, category and the lead country's prices of a product. */
export function ProductFormFields({ companyId, leadCountry, values, errors, setField, disabled }: ProductFormFieldsProps) {
  const { t, i18n } = useLingui();
  const countryName = useCountryName()(leadCountry);
  const message = (field: keyof ProductFormValues) => {
    const descriptor = productFieldMessage(errors[field], field);
    return descriptor ? i18n._(descriptor) : undefined;
  };
  return (
    <>
      <TextField label={t`Name`} required autoComplete="off" value={values.name} onChange={setField('name')} message={message('name')} disabled={disabled} />
      <TextField label={t`SKU`} required autoComplete="off" value={values.sku} onChange={setField('sku')} message={message('sku')} disabled={disabled} />
      <TextField label={t`Brand`} autoComplete="off" value={values.brand} onChange={setField('brand')} message={message('brand')} disabled={disabled} />
      <TextField
        label={t`GTIN/EAN`}
        inputMode="numeric"
        autoComplete="off"
        value={values.gtin}
        onChange={setField('gtin')}
        message={message('gtin')}
        disabled={disabled}
      />
      <TextField label={t`MPN`} autoComplete="off" value={values.mpn} onChange={setField('mpn')} message={message('mpn')} disabled={disabled} />
      <CategorySelect
        companyId={companyId}
        label={t`Category`}
        emptyLabel={t`No category`}
        value={values.categoryId}
        onChange={setField('categoryId')}
        disabled={disabled}
      />
      <TextField
        label={t`Purchase price (net)`}
        inputMode="decimal"
        autoComplete="off"
        value={values.purchasePrice}
        onChange={setField('purchasePrice')}
        message={message('purchasePrice')}
        disabled={disabled}
      />
      <Field label={t`Currency of the purchase price`}>
        <Select value={values.purchasePriceCurrency} disabled={disabled} onChange={(_event, data) => setField('purchasePriceCurrency')(data.value as Currency | '')}>
          <option value="">{t({ message: "The company's currency", comment: 'The product has no own purchase-price currency: the one set under Settings › Price engine › Exchange rates applies' })}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </Field>
      <TextField
        label={t`Sales price (gross, ${countryName})`}
        inputMode="decimal"
        autoComplete="off"
        value={values.salesPrice}
        onChange={setField('salesPrice')}
        message={message('salesPrice')}
        disabled={disabled}
      />
      <TextField
        label={t`VAT rate in % (${countryName})`}
        inputMode="decimal"
        autoComplete="off"
        value={values.vatRate}
        onChange={setField('vatRate')}
        message={message('vatRate')}
        disabled={disabled}
      />
    </>
  );
}
