import { useLingui } from '@lingui/react/macro';
import {
  Body1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { importFieldSchema } from '@pm/contracts';
import type { Country, DecimalSeparator, ImportMapping, ProductImportPreview } from '@pm/contracts';
import { COUNTRY_NAMES } from '../../../i18n/countryNames.ts';
import { IMPORT_FIELD_GROUPS, IMPORT_FIELD_LABELS } from '../utils/importFieldLabels.ts';
import { assignField } from '../utils/importMapping.ts';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  scroll: { overflowX: 'auto' },
  examples: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  fieldColumn: { width: '280px' },
});

export interface ImportMappingStepProps {
  fileName: string;
  preview: ProductImportPreview;
  mapping: ImportMapping;
  onMapping(mapping: ImportMapping): void;
  countries: Country[];
  country: Country;
  onCountry(country: Country): void;
  decimalSeparator: DecimalSeparator;
  onDecimalSeparator(separator: DecimalSeparator): void;
  disabled: boolean;
  /** A translated problem (mapping incomplete, import refused), if any. */
  error: string | null;
}

/** Step 2: which product field each column fills, in which country and notation; with the first rows. */
export function ImportMappingStep(props: ImportMappingStepProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { preview, mapping, disabled } = props;
  const columnName = (index: number) => preview.headers[index] || t`Column ${index + 1}`;
  const rowCount = preview.rowCount;
  const columnCount = preview.headers.length;
  const fileName = props.fileName;

  return (
    <div className={styles.step}>
      <Body1>{t`${fileName}: ${rowCount} rows, ${columnCount} columns. Choose the product field for each column; empty cells leave a product's value unchanged. Products are matched by SKU: known SKUs are updated, new ones added.`}</Body1>
      <div className={styles.options}>
        <Field label={t`Country of the prices`}>
          <Select value={props.country} disabled={disabled} onChange={(_event, data) => props.onCountry(data.value as Country)}>
            {props.countries.map((country) => (
              <option key={country} value={country}>
                {i18n._(COUNTRY_NAMES[country])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Number format`}>
          <Select value={props.decimalSeparator} disabled={disabled} onChange={(_event, data) => props.onDecimalSeparator(data.value === '.' ? '.' : ',')}>
            <option value=",">{t`1.299,00 (decimal comma)`}</option>
            <option value=".">{t`1,299.00 (decimal point)`}</option>
          </Select>
        </Field>
      </div>
      <div className={styles.scroll}>
        <Table aria-label={t`Column mapping`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Column in the file`}</TableHeaderCell>
              <TableHeaderCell>{t`Examples`}</TableHeaderCell>
              <TableHeaderCell className={styles.fieldColumn}>{t`Product field`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.headers.map((_header, index) => {
              const examples = preview.rows.map((row) => row.cells[index] ?? '').filter((cell) => cell !== '').slice(0, 3);
              const name = columnName(index);
              return (
                <TableRow key={index}>
                  <TableCell>{name}</TableCell>
                  <TableCell className={styles.examples}>{examples.join(' · ') || '–'}</TableCell>
                  <TableCell>
                    <Select
                      aria-label={t`Product field for column ${name}`}
                      value={mapping[index] ?? ''}
                      disabled={disabled}
                      onChange={(_event, data) => {
                        const field = importFieldSchema.safeParse(data.value);
                        props.onMapping(assignField(mapping, index, field.success ? field.data : null));
                      }}
                    >
                      <option value="">{t`Ignore column`}</option>
                      {IMPORT_FIELD_GROUPS.map((group) => (
                        <optgroup key={group.label.id} label={i18n._(group.label)}>
                          {group.fields.map((field) => (
                            <option key={field} value={field}>
                              {i18n._(IMPORT_FIELD_LABELS[field])}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </Select>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div className={styles.scroll}>
        <Table aria-label={t`First rows of the file`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Row`}</TableHeaderCell>
              {preview.headers.map((_header, index) => (
                <TableHeaderCell key={index}>{columnName(index)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                {preview.headers.map((_header, index) => (
                  <TableCell key={index}>{row.cells[index] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {props.error && (
        <MessageBar intent="error">
          <MessageBarBody>{props.error}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
