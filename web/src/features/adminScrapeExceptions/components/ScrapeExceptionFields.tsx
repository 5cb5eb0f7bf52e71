import { useLingui } from '@lingui/react/macro';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { ScrapeExceptionIssue } from '@pm/contracts';
import { mediaUp } from '../../../theme/breakpoints.ts';
import type { IssuesByField, JsonField, JsonSyntaxError, ScrapeExceptionFormValues } from '../utils/exceptionForm.ts';
import { IssueList } from './IssueList.tsx';
import { JsonTextField } from './JsonTextField.tsx';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

export interface ScrapeExceptionFieldsProps {
  values: ScrapeExceptionFormValues;
  disabled: boolean;
  syntax: Partial<Record<JsonField, JsonSyntaxError>>;
  issues: IssuesByField;
  /** The API refused the code as taken. */
  codeTaken: boolean;
  onChange(next: Partial<ScrapeExceptionFormValues>): void;
}

/** Code, scope (domain and optional path pattern), instructions and settings of a scrape exception. */
export function ScrapeExceptionFields({ values, disabled, syntax, issues, codeTaken, onChange }: ScrapeExceptionFieldsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const state = (fieldIssues: readonly ScrapeExceptionIssue[] | undefined, extra?: string) => {
    if (extra) return { validationState: 'error' as const, validationMessage: extra };
    if (!fieldIssues || fieldIssues.length === 0) return {};
    return { validationState: 'error' as const, validationMessage: <IssueList issues={fieldIssues} />, validationMessageIcon: null };
  };
  const input = (field: 'code' | 'hostname' | 'pathPattern') => (
    <Input input={{ className: styles.mono }} value={values[field]} disabled={disabled} spellCheck={false} autoComplete="off" onChange={(_event, data) => onChange({ [field]: data.value })} />
  );

  return (
    <div className={styles.fields}>
      <Field label={t`Code`} hint={t`A unique name of lower-case letters, digits and hyphens, e.g. bergsport-plain-price.`} required {...state(issues.code, codeTaken ? t`A scrape exception with this code already exists.` : undefined)}>
        {input('code')}
      </Field>
      <div className={styles.pair}>
        <Field label={t`Domain`} hint={t`The shop's domain as registered, e.g. alpin-discount.demo.test.`} required {...state(issues.hostname)}>
          {input('hostname')}
        </Field>
        <Field label={t`Path pattern`} hint={t`Optional regular expression for path and query, e.g. ^/artikel/. Empty: every page of the domain.`} {...state(issues.pathPattern)}>
          {input('pathPattern')}
        </Field>
      </div>
      <JsonTextField
        label={t`Instructions (JSON)`}
        hint={t`Per field a CSS selector, a list of selectors, or an object with "selector", "attribute" and "regex". Fields: name, brand, gtin, mpn, sku, image, price, currency, regularPrice, shippingCost, availability, deliveryTime, condition; also availabilityValues and priceTable.`}
        value={values.instructions}
        disabled={disabled}
        syntax={syntax.instructions}
        issues={issues.instructions}
        onChange={(instructions) => onChange({ instructions })}
      />
      <JsonTextField
        label={t`Settings (JSON)`}
        hint={t`Optional: crawler, waitForSelector, timeoutMs, headers, decimalSeparator, currency.`}
        value={values.settings}
        disabled={disabled}
        syntax={syntax.settings}
        issues={issues.settings}
        onChange={(settings) => onChange({ settings })}
      />
    </div>
  );
}
