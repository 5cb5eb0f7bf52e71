import { useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Availability, ProbedField, ProbedRule, ProbeField, ProbeOutcome, ProbeResult } from '@pm/contracts';
import { CRAWLER_LABELS } from '../../../lib/sourceLabels.ts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { EXTRACTION_METHOD_LABELS } from '../../../lib/utils/extractionLabels.ts';
import { AVAILABILITY_LABELS, PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';

const useStyles = makeStyles({
  card: { minWidth: '0', flex: '1 1 260px', maxWidth: '100%' },
  list: { display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  how: { color: tokens.colorNeutralForeground2, display: 'block' },
  unsure: { color: tokens.colorPaletteDarkOrangeForeground1, display: 'block' },
  rules: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

export const FIELD_LABELS: Record<ProbeField, MessageDescriptor> = {
  price: msg`Price`,
  currency: msg`Currency`,
  availability: msg({ message: 'Stock', comment: 'Whether the product is in stock, as read from a page' }),
  shippingCost: msg`Shipping`,
  name: msg({ message: 'Title', comment: 'The product title read from a page' }),
};

const OUTCOME_LABELS: Record<ProbeOutcome, MessageDescriptor> = {
  FETCHED: msg`Page fetched`,
  UNAVAILABLE: msg`Not available here: its API key is not configured`,
  NOT_ALLOWED: msg`Address not allowed (private network or not http/https)`,
  UNREACHABLE: msg`Unreachable: the name does not resolve or the connection failed`,
  TIMED_OUT: msg`No answer within the time limit`,
  TOO_MANY_REDIRECTS: msg`Too many redirects`,
};

const RULE_PROBLEM_LABELS: Record<string, MessageDescriptor> = {
  SELECTOR_INVALID: msg`not valid CSS`,
  SELECTOR_HIDDEN_ONLY: msg`matches hidden elements only`,
  SELECTOR_PLACEHOLDER: msg`matches a placeholder only`,
  SELECTOR_REGEX_NO_MATCH: msg`the regular expression matched nothing`,
  SELECTOR_NO_MATCH: msg`matches nothing`,
};

/** Confidence below which the scrape pipeline flags a price instead of using it (LOW_CONFIDENCE_BOUND). */
const SURE = 0.5;

function fieldValue(field: ProbedField, currency: string | null, i18n: I18n): string {
  if (field.value === null) return i18n._(msg({ message: 'not found', comment: 'A field that the extraction did not find on the page' }));
  if (field.field === 'price' || field.field === 'shippingCost') return formatMoney(field.value, currency, i18n.locale) ?? field.value;
  if (field.field === 'availability') {
    const label = AVAILABILITY_LABELS[field.value as Availability] as MessageDescriptor | undefined;
    return label ? i18n._(label) : field.value;
  }
  return field.value;
}

function howRead(field: ProbedField, i18n: I18n): string | null {
  if (!field.method) return null;
  const known = EXTRACTION_METHOD_LABELS[field.method];
  const label = known ? i18n._(known) : field.method;
  if (field.confidence === null) return label;
  return `${label} · ${new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(field.confidence)}`;
}

export function RuleList({ rules }: { rules: readonly ProbedRule[] }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  if (rules.length === 0) return null;
  return (
    <ul className={styles.rules} aria-label={t`Selectors on the page`}>
      {rules.map((rule, index) => {
        const field = i18n._(FIELD_LABELS[rule.field as ProbeField] ?? msg`Field`);
        const matches = rule.matches;
        const problem = rule.problem ? RULE_PROBLEM_LABELS[rule.problem] : undefined;
        return (
          <li key={`${rule.field}-${index}`}>
            <Text weight="semibold">{field}</Text> <span className={styles.code}>{rule.selector}</span>
            {': '}
            {rule.value !== null && matches > 1 ? (
              // Several matches (a price beside accessory prices): the first visible one is read — often not the wanted one.
              <Badge color="warning" appearance="tint">{t`matched ${matches} elements, read the first: “${rule.value}”. Make the selector more specific.`}</Badge>
            ) : rule.value !== null ? (
              <Badge color="success" appearance="tint">{t`matched ${matches}, read “${rule.value}”`}</Badge>
            ) : (
              <Badge color="danger" appearance="tint">{problem ? i18n._(problem) : t`read nothing`}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What one crawler kind fetched and what extraction read from it, field by field with the method behind each. */
/** `offersPage`: the page is a comparison site's offers page — how many offer rows its price table had is shown. */
export function ProbeResultCard({ result, title, offersPage = false }: { result: ProbeResult; title?: string; offersPage?: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const currency = result.fields.find((f) => f.field === 'currency')?.value ?? null;
  const fetched = result.outcome === 'FETCHED';
  const status = result.httpStatus;
  return (
    <Card className={styles.card} role="group" aria-label={title ?? i18n._(CRAWLER_LABELS[result.crawler])}>
      <CardHeader
        header={<Text weight="semibold">{title ?? i18n._(CRAWLER_LABELS[result.crawler])}</Text>}
        description={
          fetched && result.pageStatus ? (
            <Badge color={result.pageStatus === 'OK' ? 'success' : 'warning'} appearance="tint">{i18n._(PAGE_STATUS_LABELS[result.pageStatus])}</Badge>
          ) : (
            <Badge color={result.outcome === 'UNAVAILABLE' ? 'informative' : 'danger'} appearance="tint">{i18n._(OUTCOME_LABELS[result.outcome])}</Badge>
          )
        }
      />
      {fetched && (
        <dl className={styles.list}>
          <dt className={styles.term}>{t`HTTP status`}</dt>
          <dd className={styles.value}>{status}</dd>
          {offersPage && [
            <dt key="offers-term" className={styles.term}>{t`Offers in the price table`}</dt>,
            <dd key="offers-value" className={styles.value}>{i18n.number(result.offerCount)}</dd>,
          ]}
          {result.fields.map((field) => {
            const how = howRead(field, i18n);
            const unsure = field.field === 'price' && field.value !== null && field.method !== 'selectors' && field.confidence !== null && field.confidence < SURE;
            return [
              <dt key={`${field.field}-term`} className={styles.term}>{i18n._(FIELD_LABELS[field.field])}</dt>,
              <dd key={`${field.field}-value`} className={styles.value}>
                {fieldValue(field, currency, i18n)}
                {how && <Text size={200} className={styles.how}>{t`read from ${how}`}</Text>}
                {unsure && <Text size={200} className={styles.unsure}>{t`Unsure: correct it with a selector.`}</Text>}
              </dd>,
            ];
          })}
        </dl>
      )}
      <RuleList rules={result.rules} />
    </Card>
  );
}
