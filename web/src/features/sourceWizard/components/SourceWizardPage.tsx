import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import {
  CRAWLER_KINDS,
  hostnameOfUrl,
  SHIPPING_COST_MODELS,
  type CrawlerKind,
  type ProbeAnswer,
  type ProbeCrawler,
  type ShippingCostModel,
  type SourceKind,
  type WizardPageKind,
} from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import type { ApiError } from '../../../lib/apiError.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { CRAWLER_LABELS, SHIPPING_COST_MODEL_LABELS, SOURCE_KIND_LABELS } from '../../../lib/sourceLabels.ts';
import { useProbePage, useProbePages } from '../api/probePage.ts';
import { useSaveWizardSource, type WizardGroup } from '../api/saveWizardSource.ts';
import { EMPTY_RULES, exceptionCodeFor, instructionsOf, RULE_FIELDS, sameHost, suggestedCrawler, validUrl, type RuleInput, type RuleInputs } from '../utils/wizardInput.ts';
import { FIELD_LABELS, ProbeResultCard } from './ProbeResultCard.tsx';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '100%' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  /** A field's selector, attribute and pattern side by side where they fit, else one under the other. */
  rule: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  progress: { color: tokens.colorNeutralForeground2 },
});

type Step = 1 | 2 | 3 | 4 | 5;

/** The code of a refusal and, for a taken domain, the name of the source that holds it. */
function useErrorText() {
  const { t, i18n } = useLingui();
  return (error: ApiError | null): string | null => {
    if (!error) return null;
    const details = (error.body as { details?: { name?: unknown; issues?: { path?: unknown }[] } } | null)?.details;
    if (error.code === 'SOURCE_HOST_TAKEN' && typeof details?.name === 'string') {
      const name = details.name;
      return t`This domain is registered already, as “${name}”. Edit that source in the list instead.`;
    }
    if (error.code === 'SCRAPE_EXCEPTION_INVALID') {
      const paths = (details?.issues ?? []).map((issue) => String(issue.path ?? '')).filter(Boolean).join(', ');
      return t`A selector is not valid CSS: ${paths}`;
    }
    if (error.code === 'RATE_LIMITED') return t`A probe is still running. Wait for it, then try again.`;
    return i18n._(errorMessageFor(error));
  };
}

/**
 * `/admin/store/wizard` and `/admin/aggregator/wizard` (platform admins): a sample page fetched
 * with the crawler kinds → what extraction finds per kind → selectors checked live on the page →
 * two more pages → the source saved (with its scrape exception when selectors were needed).
 */
export function SourceWizardPage({ group }: { group: WizardGroup }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const stores = group === 'store';
  const pageKind: WizardPageKind = stores ? 'PRODUCT_PAGE' : 'OFFERS_PAGE';
  const listPath = stores ? '/admin/store' : '/admin/aggregator';

  const [step, setStep] = useState<Step>(1);
  const [urlText, setUrlText] = useState('');
  const [urlInvalid, setUrlInvalid] = useState(false);
  const [crawlerChoice, setCrawlerChoice] = useState<ProbeCrawler>('all');
  const [first, setFirst] = useState<ProbeAnswer | null>(null);
  const [crawler, setCrawler] = useState<CrawlerKind>('crawlee-cheerio-crawler');
  const [rules, setRules] = useState<RuleInputs>(EMPTY_RULES);
  const [checked, setChecked] = useState<ProbeAnswer | null>(null);
  const [moreUrls, setMoreUrls] = useState<[string, string]>(['', '']);
  const [moreInvalid, setMoreInvalid] = useState<[boolean, boolean]>([false, false]);
  const [tried, setTried] = useState<ProbeAnswer[] | null>(null);
  const [name, setName] = useState('');
  const [hostname, setHostname] = useState('');
  const [kind, setKind] = useState<SourceKind>(stores ? 'STORE' : 'AGGREGATOR');
  const [shipping, setShipping] = useState<ShippingCostModel>('COST_ON_PRODUCT_PAGE');
  const [code, setCode] = useState('');

  const probe = useProbePage();
  const check = useProbePage();
  const tryMore = useProbePages();
  const save = useSaveWizardSource(group);
  const instructions = instructionsOf(rules);
  const sampleUrl = first?.url ?? '';

  const fetchSample = () => {
    const url = validUrl(urlText);
    setUrlInvalid(url === null);
    if (url === null) return;
    probe.mutate(
      { url, crawler: crawlerChoice, pageKind },
      {
        onSuccess: (answer) => {
          setFirst(answer);
          setCrawler(suggestedCrawler(answer));
          const host = hostnameOfUrl(answer.url) ?? '';
          setHostname(host);
          setName(host);
          setCode(exceptionCodeFor(host));
          setChecked(null);
          setTried(null);
          setStep(2);
        },
      },
    );
  };

  const checkRules = () => check.mutate({ url: sampleUrl, crawler, pageKind, ...(instructions ? { instructions } : {}) }, { onSuccess: setChecked });

  const tryUrls = () => {
    const second = validUrl(moreUrls[0]);
    const third = validUrl(moreUrls[1]);
    const invalid: [boolean, boolean] = [second === null || !sameHost(second, sampleUrl), third === null || !sameHost(third, sampleUrl)];
    setMoreInvalid(invalid);
    if (second === null || third === null || invalid[0] || invalid[1]) return;
    tryMore.mutate([second, third].map((url) => ({ url, crawler, pageKind, ...(instructions ? { instructions } : {}) })), { onSuccess: setTried });
  };

  const submit = () =>
    save.mutate(
      { kind, name: name.trim(), hostname, crawler, shippingCostModel: shipping, exception: instructions ? { code: code.trim(), instructions } : null },
      {
        onSuccess: () => {
          const saved = name.trim();
          notify.success(t`${saved} saved.`);
          void navigate(listPath);
        },
      },
    );

  const stepTitles: Record<Step, string> = {
    1: t`Sample page`,
    2: t`What extraction found`,
    3: t`Correct with selectors`,
    4: t`Try two more pages`,
    5: t`Save`,
  };
  const stepNumber = step;
  const stepTitle = stepTitles[step];
  const failure = (error: ApiError | null) => {
    const text = errorText(error);
    return text ? (
      <MessageBar intent="error">
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
    ) : null;
  };
  const crawlerSelect = (
    <Field label={t`Crawler for this source`}>
      <Select value={crawler} onChange={(_event, data) => setCrawler(data.value as CrawlerKind)}>
        {CRAWLER_KINDS.map((kindOfCrawler) => (
          <option key={kindOfCrawler} value={kindOfCrawler}>
            {i18n._(CRAWLER_LABELS[kindOfCrawler])}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <PageLayout
      title={stores ? t`New store` : t`New aggregator`}
      intro={stores ? t`Set up a shop from one of its product pages: see what each crawler reads, correct it with selectors, try it on more pages, then save.` : t`Set up a price comparison site from one of its offers pages: see what each crawler reads, correct it with selectors, try it on more pages, then save.`}
      back={<AppLink to={listPath}>{stores ? t`Stores` : t`Aggregators`}</AppLink>}
    >
      <section className={styles.step} aria-labelledby="wizard-step">
        <Text className={styles.progress}>{t`Step ${stepNumber} of 5`}</Text>
        <Title2 as="h2" id="wizard-step">{stepTitle}</Title2>

        {step === 1 && (
          <div className={styles.fields}>
            <Field
              label={stores ? t`Product page URL` : t`Offers page URL`}
              required
              {...(urlInvalid ? { validationState: 'error' as const, validationMessage: t`Enter a web address starting with http:// or https://.` } : { hint: stores ? t`A page of the shop, e.g. https://shop.example/product/123` : t`A product's offers page of the comparison site, e.g. https://compare.example/product/123` })}
            >
              <Input type="url" value={urlText} onChange={(_event, data) => setUrlText(data.value)} />
            </Field>
            <Field label={t`Crawler`}>
              <Select value={crawlerChoice} onChange={(_event, data) => setCrawlerChoice(data.value as ProbeCrawler)}>
                <option value="all">{t`Try all available kinds`}</option>
                {CRAWLER_KINDS.map((kindOfCrawler) => (
                  <option key={kindOfCrawler} value={kindOfCrawler}>
                    {i18n._(CRAWLER_LABELS[kindOfCrawler])}
                  </option>
                ))}
              </Select>
            </Field>
            {failure(probe.error)}
            <div className={styles.actions}>
              <Button appearance="primary" onClick={fetchSample} disabled={probe.isPending}>
                {t`Fetch page`}
              </Button>
              {probe.isPending && <Spinner size="tiny" label={t`Fetching the page…`} />}
            </div>
          </div>
        )}

        {step === 2 && first && (
          <>
            <Text>{t`Each crawler kind fetched the page; below is what extraction read and how.`}</Text>
            <div className={styles.cards}>
              {first.results.map((result) => (
                <ProbeResultCard offersPage={!stores} key={result.crawler} result={result} />
              ))}
            </div>
            <div className={styles.fields}>{crawlerSelect}</div>
            <div className={styles.actions}>
              <Button onClick={() => setStep(1)}>{t`Back`}</Button>
              <Button appearance="primary" onClick={() => setStep(3)}>
                {t`Correct with selectors`}
              </Button>
              <Button onClick={() => setStep(4)}>{t`Continue without selectors`}</Button>
            </div>
          </>
        )}

        {step === 3 && (
          <>
            <Text>{t`A CSS selector per field reads it from the page instead (like a scrape exception). Leave a field empty to keep what extraction finds.`}</Text>
            <Text>{t`Optionally read an attribute of the element instead of its text (e.g. content or data-price), and keep only what a regular expression matches (its first group).`}</Text>
            <div className={styles.fields}>
              {RULE_FIELDS.map((field) => {
                const label = i18n._(FIELD_LABELS[field]);
                const change = (part: keyof RuleInput) => (_event: unknown, data: { value: string }) => setRules((current) => ({ ...current, [field]: { ...current[field], [part]: data.value } }));
                return (
                  <div key={field} role="group" aria-label={label} className={styles.rule}>
                    <Field label={t`${label} selector`}>
                      <Input value={rules[field].selector} onChange={change('selector')} />
                    </Field>
                    <Field label={t`${label}: attribute (optional)`}>
                      <Input value={rules[field].attribute} onChange={change('attribute')} />
                    </Field>
                    <Field label={t`${label}: pattern (optional)`}>
                      <Input value={rules[field].regex} onChange={change('regex')} />
                    </Field>
                  </div>
                );
              })}
            </div>
            {failure(check.error)}
            <div className={styles.actions}>
              <Button onClick={() => setStep(2)}>{t`Back`}</Button>
              <Button appearance="primary" onClick={checkRules} disabled={check.isPending}>
                {t`Check on the page`}
              </Button>
              {check.isPending && <Spinner size="tiny" label={t`Checking…`} />}
              <Button onClick={() => setStep(4)} disabled={instructions !== null && checked === null}>
                {t`Continue`}
              </Button>
            </div>
            {checked && <div className={styles.cards}>{checked.results.map((result) => <ProbeResultCard offersPage={!stores} key={result.crawler} result={result} title={t`Live check`} />)}</div>}
          </>
        )}

        {step === 4 && (
          <>
            <Text>{t`Two more pages of the same domain, read with the chosen crawler and selectors.`}</Text>
            <div className={styles.fields}>
              {([0, 1] as const).map((index) => {
                const number = index + 2;
                return (
                  <Field key={index} label={t`Page ${number} URL`} {...(moreInvalid[index] ? { validationState: 'error' as const, validationMessage: t`Enter a web address of the same domain as the sample page.` } : {})}>
                    <Input type="url" value={moreUrls[index]} onChange={(_event, data) => setMoreUrls((current) => (index === 0 ? [data.value, current[1]] : [current[0], data.value]))} />
                  </Field>
                );
              })}
            </div>
            {failure(tryMore.error)}
            <div className={styles.actions}>
              <Button onClick={() => setStep(instructions ? 3 : 2)}>{t`Back`}</Button>
              <Button appearance="primary" onClick={tryUrls} disabled={tryMore.isPending}>
                {t`Try these pages`}
              </Button>
              {tryMore.isPending && <Spinner size="tiny" label={t`Fetching the pages…`} />}
              <Button onClick={() => setStep(5)} disabled={tried === null}>
                {t`Continue`}
              </Button>
            </div>
            {tried && (
              <div className={styles.cards}>
                {tried.map((answer, index) => {
                  const number = index + 2;
                  return answer.results.map((result) => <ProbeResultCard offersPage={!stores} key={`${index}-${result.crawler}`} result={result} title={t`Page ${number}`} />);
                })}
              </div>
            )}
          </>
        )}

        {step === 5 && (
          <div className={styles.fields}>
            <Field label={t`Name`} required>
              <Input value={name} onChange={(_event, data) => setName(data.value)} />
            </Field>
            <Field label={t`Domain`} hint={t`Taken from the sample page.`}>
              <Input value={hostname} readOnly />
            </Field>
            {stores && (
              <Field label={t`Kind`}>
                <Select value={kind} onChange={(_event, data) => setKind(data.value as SourceKind)}>
                  {(['STORE', 'MARKETPLACE'] as const).map((value) => (
                    <option key={value} value={value}>
                      {i18n._(SOURCE_KIND_LABELS[value])}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {crawlerSelect}
            <Field label={t`Shipping costs`}>
              <Select value={shipping} onChange={(_event, data) => setShipping(data.value as ShippingCostModel)}>
                {SHIPPING_COST_MODELS.map((model) => (
                  <option key={model} value={model}>
                    {i18n._(SHIPPING_COST_MODEL_LABELS[model])}
                  </option>
                ))}
              </Select>
            </Field>
            {instructions && (
              <Field label={t`Scrape exception code`} hint={t`The selectors are saved as a scrape exception for the whole domain.`}>
                <Input value={code} onChange={(_event, data) => setCode(data.value)} />
              </Field>
            )}
            <Text>{t`Whether and how often a company scrapes the source is that company's own setting, chosen when it connects the source.`}</Text>
            {failure(save.error)}
            <div className={styles.actions}>
              <Button onClick={() => setStep(4)}>{t`Back`}</Button>
              <Button appearance="primary" onClick={submit} disabled={save.isPending || name.trim() === ''}>
                {stores ? t`Save store` : t`Save aggregator`}
              </Button>
            </div>
          </div>
        )}
      </section>
    </PageLayout>
  );
}
