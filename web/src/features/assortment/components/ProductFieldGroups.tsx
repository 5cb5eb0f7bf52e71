import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Caption1, Card, makeStyles, mergeClasses, Subtitle2, Text, Title3, tokens } from '@fluentui/react-components';
import type { Category, Country, CountryPricing } from '@pm/contracts';
import { breadcrumbOf } from '../../../lib/utils/categoryBreadcrumb.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { currencyOfCountry, formatMoney } from '../../../lib/utils/formatMoney.ts';
import { QUANTITY_UNIT_LABELS } from '../../../lib/quantityUnitLabels.ts';
import { FieldList } from '../../../components/FieldList.tsx';
import type { FieldEntry } from '../../../components/FieldList.tsx';

const useStyles = makeStyles({
  groups: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  // One block per country, side by side as far as they fit: every value readable at any width.
  countries: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', margin: 0, padding: 0, listStyleType: 'none' },
  country: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  ownPrice: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
});

function Group({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, wide && styles.wide)} role="group" aria-label={title}>
      <Title3 as="h2">{title}</Title3>
      {children}
    </Card>
  );
}

/** Every field of a product (spec §3), grouped: identity, quantities, prices per country, targets and flags. */
export function ProductFieldGroups({ product, categories }: { product: Product; categories: Category[] | undefined }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const countryName = useCountryName();
  const f = product.fields;
  const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? t`Yes` : t`No`);
  const num = (value: number | null | undefined) => (value == null ? null : new Intl.NumberFormat(i18n.locale).format(value));
  const eur = (value: number | null | undefined) => formatMoney(value, 'EUR', i18n.locale);
  // Limits in their own currency, else the purchase price's (contracts products.ts).
  const limitCurrency = f.priceLimitsCurrency ?? f.purchasePriceCurrency ?? 'EUR';
  const limitMoney = (value: number | null | undefined) => formatMoney(value, limitCurrency, i18n.locale);
  const unit = (value: keyof typeof QUANTITY_UNIT_LABELS | null | undefined) => (value ? i18n._(QUANTITY_UNIT_LABELS[value]) : null);
  const link = (url: string | null | undefined) => (url ? <a href={url} target="_blank" rel="noreferrer noopener">{url}</a> : null);
  const percent = (value: number | null | undefined) => (value == null ? null : `${num(value)} %`);

  const identity: FieldEntry[] = [
    { label: t`Name`, value: product.name },
    { label: t`Brand`, value: product.brand },
    { label: t`GTIN/EAN`, value: product.gtin },
    { label: t`MPN`, value: f.mpn },
    { label: t`ASIN`, value: f.asin },
    { label: t`PZN`, value: f.pzn },
    { label: t`SKU`, value: product.sku },
    { label: t`External ID`, value: f.externalId },
    { label: t`Variant`, value: f.variant },
    { label: t`Category`, value: breadcrumbOf(categories, product.categoryId) },
    { label: t`Image URL`, value: link(f.imageUrl) },
    { label: t`Offer URL`, value: link(f.offerUrl) },
    { label: t`Protected SKU`, value: yesNo(f.protectedSku) },
  ];
  const quantities: FieldEntry[] = [
    { label: t`Bundle size`, value: num(f.bundleSize) },
    { label: t`Number of packages`, value: num(f.numberOfPackages) },
    { label: t`Quantity per package`, value: num(f.quantityPerPackage) },
    { label: t`Total quantity`, value: num(f.totalQuantity) },
    { label: t`Quantity unit`, value: unit(f.quantityUnit) },
    { label: t`Weight`, value: f.weight == null ? null : `${num(f.weight)} ${unit(f.weightUnit) ?? ''}`.trim() },
  ];
  const targets: FieldEntry[] = [
    { label: t`Purchase price (net)`, value: f.purchasePriceCurrency ? formatMoney(f.purchasePrice, f.purchasePriceCurrency, i18n.locale) : eur(f.purchasePrice) },
    { label: t`Target margin`, value: percent(f.targetMargin) },
    { label: t`Minimum price`, value: limitMoney(f.minPrice) },
    { label: t`Maximum price`, value: limitMoney(f.maxPrice) },
    { label: t`Minimum markup`, value: percent(f.minMarkup) },
    { label: t`Maximum markup`, value: percent(f.maxMarkup) },
  ];
  const flags: FieldEntry[] = [
    { label: t`Trade good`, value: yesNo(f.tradeGood) },
    { label: t`Dangerous good`, value: yesNo(f.dangerousGood) },
    { label: t`Limited quantity (LQ)`, value: yesNo(f.limitedQuantity) },
    { label: t`Non-conveyable by measure`, value: yesNo(f.nonConveyableByMeasure) },
    { label: t`Non-conveyable by volume`, value: yesNo(f.nonConveyableByVolume) },
    { label: t`Pallet`, value: yesNo(f.pallet) },
    { label: t`Half-pallet`, value: yesNo(f.halfPallet) },
  ];
  const countries = Object.entries(f.pricing ?? {}) as [Country, CountryPricing][];

  return (
    <div className={styles.groups}>
      <Group title={t`Identity`}>
        <FieldList entries={identity} />
      </Group>
      <Group title={t`Quantities`}>
        <FieldList entries={quantities} />
      </Group>
      <Group title={t`Purchase price and targets`}>
        <FieldList entries={targets} />
      </Group>
      <Group title={t`Flags`}>
        <FieldList entries={flags} />
      </Group>
      <Group title={t`Prices and availability per country`} wide>
        {countries.length === 0 ? (
          t`No prices have been entered yet.`
        ) : (
          <ul className={styles.countries} aria-label={t`Prices and availability per country`}>
            {countries.map(([country, pricing]) => {
              const money = (value: number | null | undefined) => formatMoney(value, currencyOfCountry(country), i18n.locale);
              const name = countryName(country);
              return (
                <li key={country} className={styles.country}>
                  <Subtitle2 as="h3">{name}</Subtitle2>
                  <div className={styles.ownPrice}>
                    <Caption1 className={styles.muted}>{t`Sales price (gross)`}</Caption1>
                    <Text size={500} weight="semibold">
                      {money(pricing.salesPrice) ?? '–'}
                    </Text>
                  </div>
                  <FieldList
                    entries={[
                      { label: t`VAT rate`, value: percent(pricing.vatRate) },
                      { label: t`MSRP`, value: money(pricing.msrp) },
                      { label: t`Old price`, value: money(pricing.oldPrice) },
                      { label: t`Strike price`, value: money(pricing.strikePrice) },
                      { label: t`Shipping price`, value: money(pricing.shippingPrice) },
                      { label: t`Precalculated shipping cost`, value: money(pricing.precalculatedShippingCost) },
                      { label: t`In stock`, value: yesNo(pricing.inStock) },
                      { label: t`Delivery time`, value: pricing.deliveryTime },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Group>
    </div>
  );
}
