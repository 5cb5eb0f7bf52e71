import { useLingui } from '@lingui/react/macro';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { QUANTITY_UNITS } from '@pm/contracts';
import type { PreviewAnswer } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { ErrorBar } from '../../../components/ErrorBar.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { isApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import type { MappingNames } from '../hooks/useMappingNames.ts';
import { sourceIssueMessage, valueErrorMessage } from '../utils/mappingMessages.ts';
import { QUANTITY_UNIT_LABELS } from '../../../lib/quantityUnitLabels.ts';

const useStyles = makeStyles({
  rowTitle: { fontWeight: tokens.fontWeightSemibold },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorStatusDangerForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The first rows of the connected system as the mapping reads them, each with the values it could not read. */
export function InputMappingPreview({ preview, names }: { preview: UseQueryResult<PreviewAnswer>; names: MappingNames }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 6 });
  const shown = (field: string, value: unknown): string => {
    if (field === 'quantityUnit' && typeof value === 'string') {
      const unit = QUANTITY_UNITS.find((u) => u === value);
      return unit ? i18n._(QUANTITY_UNIT_LABELS[unit]) : value;
    }
    if (typeof value === 'number') return number.format(value);
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (Array.isArray(value)) return value.map(String).join(', ');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const factsOf = (row: PreviewAnswer['rows'][number]): [string, string][] => {
    const facts: [string, string][] = [];
    for (const [field, value] of Object.entries(row.fields)) {
      if (field === 'sku') continue;
      if (field === 'pricing' && typeof value === 'object' && value !== null) {
        for (const [country, prices] of Object.entries(value as Record<string, Record<string, unknown>>)) {
          for (const [priceField, price] of Object.entries(prices)) facts.push([names.path(`pricing.${country}.${priceField}`), shown(priceField, price)]);
        }
        continue;
      }
      facts.push([names.path(field), shown(field, value)]);
    }
    for (const [key, value] of Object.entries(row.customValues)) facts.push([names.path(`customValues.${key}`), shown(key, value)]);
    return facts;
  };
  const failure = (error: unknown): string => {
    const statusCode = isApiError(error) ? error.body?.details?.['statusCode'] : undefined;
    return typeof statusCode === 'number' ? t`Inputs or prices could not be refreshed: the ERP/shop system responded with code ${statusCode}.` : t(errorMessageFor(error));
  };

  return (
    <SettingsSection title={t`Preview`} description={t`The first rows of your ERP/shop system as this mapping reads them. Nothing is saved or changed by the preview.`}>
      {preview.isFetching && <Spinner size="tiny" label={t`Reading the first rows…`} />}
      {preview.isError && !preview.isFetching && <ErrorBar message={failure(preview.error)} />}
      {preview.data && !preview.data.connected && (
        <Text>
          {t`No ERP/shop system is connected, so there are no rows to show.`} <AppLink to="/settings/price-engine/erp-connection">{t`Connect one`}</AppLink>
        </Text>
      )}
      {preview.data?.connected && preview.data.rows.length === 0 && <Text className={styles.hint}>{t`The system delivered no rows.`}</Text>}
      {preview.data?.connected && preview.data.issues.length > 0 && (
        <ul className={styles.errors} aria-label={t`Rows left out`}>
          {preview.data.issues.map((issue, i) => (
            <li key={i}>{i18n._(sourceIssueMessage(issue.reason, issue.sku))}</li>
          ))}
        </ul>
      )}
      {preview.data?.connected && preview.data.rows.length > 0 && (
        <CardList label={t`Preview rows`}>
          {preview.data.rows.map((row) => {
            const sku = row.sku ?? '–';
            const errorCount = row.errors.length;
            return (
              <CardListItem key={row.row}>
                <Text className={styles.rowTitle}>{t`Row ${row.row} · SKU ${sku}`}</Text>
                <CardFacts facts={factsOf(row)} />
                {errorCount > 0 && (
                  <ul className={styles.errors} aria-label={t`Errors of row ${row.row}`}>
                    {row.errors.map((error, i) => (
                      <li key={i}>{i18n._(valueErrorMessage(error, names.path(error.field)))}</li>
                    ))}
                  </ul>
                )}
              </CardListItem>
            );
          })}
        </CardList>
      )}
    </SettingsSection>
  );
}
