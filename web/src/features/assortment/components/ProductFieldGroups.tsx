import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, tokens } from '@fluentui/react-components';
import type { Category, Country, CountryPricing } from '@pm/contracts';
import { breadcrumbOf } from '../../../lib/utils/categoryBreadcrumb.ts';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { currencyOfCountry, formatMoney } from '../../../lib/utils/formatMoney.ts';
import { QUANTITY_UNIT_LABELS } from '../utils/productLabels.ts';
import { FieldList } from '../../../components/FieldList.tsx';
import type { FieldEntry } from '../../../components/FieldList.tsx';

const useStyles = makeStyles({
  groups: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1', overflowX: 'auto' },
});

function Group({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const styles = useStyles();
  return (
    <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card} role="group" aria-label={title}>
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
    { label: t`Purchase price (net)`, value: eur(f.purchasePrice) },
    { label: t`Target margin`, value: percent(f.targetMargin) },
    { label: t`Minimum price`, value: eur(f.minPrice) },
    { label: t`Maximum price`, value: eur(f.maxPrice) },
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
          <Table aria-label={t`Prices and availability per country`} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Country`}</TableHeaderCell>
                <TableHeaderCell>{t`Sales price (gross)`}</TableHeaderCell>
                <TableHeaderCell>{t`VAT rate`}</TableHeaderCell>
                <TableHeaderCell>{t`MSRP`}</TableHeaderCell>
                <TableHeaderCell>{t`Old price`}</TableHeaderCell>
                <TableHeaderCell>{t`Strike price`}</TableHeaderCell>
                <TableHeaderCell>{t`Shipping price`}</TableHeaderCell>
                <TableHeaderCell>{t`Precalculated shipping cost`}</TableHeaderCell>
                <TableHeaderCell>{t`In stock`}</TableHeaderCell>
                <TableHeaderCell>{t`Delivery time`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {countries.map(([country, pricing]) => {
                const money = (value: number | null | undefined) => formatMoney(value, currencyOfCountry(country), i18n.locale) ?? '–';
                return (
                  <TableRow key={country}>
                    <TableCell>{countryName(country)}</TableCell>
                    <TableCell>{money(pricing.salesPrice)}</TableCell>
                    <TableCell>{percent(pricing.vatRate) ?? '–'}</TableCell>
                    <TableCell>{money(pricing.msrp)}</TableCell>
                    <TableCell>{money(pricing.oldPrice)}</TableCell>
                    <TableCell>{money(pricing.strikePrice)}</TableCell>
                    <TableCell>{money(pricing.shippingPrice)}</TableCell>
                    <TableCell>{money(pricing.precalculatedShippingCost)}</TableCell>
                    <TableCell>{yesNo(pricing.inStock) ?? '–'}</TableCell>
                    <TableCell>{pricing.deliveryTime ?? '–'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Group>
    </div>
  );
}
