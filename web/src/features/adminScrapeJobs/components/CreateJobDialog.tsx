import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Field, Input, Select, Text } from '@fluentui/react-components';
import { CRAWLER_KINDS, SCRAPE_TRIGGERS, type AdminCompany, type CrawlerKind, type CreateScrapeJobBody } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../../lib/api/productsQuery.ts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS } from '../../../lib/utils/productListQuery.ts';
import type { ScrapeTrigger } from '../../../lib/utils/scrapeRecordListQuery.ts';
import { useCreateScrapeJob } from '../api/scrapeJobCommands.ts';
import { useScrapeProxyChoices } from '../api/scrapeProxyChoicesQuery.ts';
import { CRAWLER_LABELS, TRIGGER_LABELS } from '../utils/jobLabels.ts';

export interface CreateJobDialogProps {
  companies: readonly AdminCompany[];
  /** A fixed scraper (the scrape puppet: the browser crawler), not chosen in the dialog. */
  fixedCrawler?: CrawlerKind;
  title?: string;
  submitLabel?: string;
  onWritten(position: string, jobId: string): void;
  onClose(): void;
}

/** "Create job": a company's competitor URL (company → product → URL), trigger, scraper and proxy. */
export function CreateJobDialog({ companies, fixedCrawler, title, submitLabel, onWritten, onClose }: CreateJobDialogProps) {
  const { t, i18n } = useLingui();
  const [companyId, setCompanyId] = useState('');
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [urlId, setUrlId] = useState('');
  const [trigger, setTrigger] = useState<ScrapeTrigger>('SCRAPE_NOW');
  const [crawler, setCrawler] = useState<CrawlerKind | ''>(fixedCrawler ?? '');
  // '' keeps the company's choice for the source; 'none' goes without a proxy.
  const [proxy, setProxy] = useState('');
  const [missing, setMissing] = useState(false);
  const products = useQuery({ ...productsQueryOptions(companyId, { ...DEFAULT_PRODUCT_LIST_PARAMS, searchText: search, pageSize: 50 }), enabled: companyId !== '' });
  const proxies = useScrapeProxyChoices(companyId);
  const create = useCreateScrapeJob((position, jobId) => {
    onWritten(position, jobId);
    onClose();
  });
  const productList = companyId && products.data ? products.data.items : [];
  const product = productList.find((p) => p.id === productId);
  const labelled = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));

  const submit = () => {
    if (!companyId || !productId || !urlId) {
      setMissing(true);
      return;
    }
    const body: CreateScrapeJobBody = { companyId, productId, urlId, trigger, ...(crawler ? { crawler } : {}), ...(proxy ? { proxyId: proxy === 'none' ? null : proxy } : {}) };
    create.mutate(body);
  };
  const required = (value: string) => (missing && !value ? { validationState: 'error' as const, validationMessage: t`Please choose one.` } : {});

  return (
    <FormDialog open title={title ?? t`Create scrape job`} submitLabel={submitLabel ?? t`Create job`} busy={create.isPending} error={create.isError ? i18n._(errorMessageFor(create.error)) : null} onSubmit={submit} onClose={onClose} wide>
      <Field label={t`Company`} required {...required(companyId)}>
        <Select
          value={companyId}
          onChange={(_event, data) => {
            setCompanyId(data.value);
            setProductId('');
            setUrlId('');
          }}
        >
          <option value="">{t`Choose a company`}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Find a product (name, SKU)`}>
        <Input value={search} disabled={!companyId} onChange={(_event, data) => setSearch(data.value)} />
      </Field>
      <Field label={t`Product`} required {...required(productId)}>
        <Select
          value={productId}
          disabled={!companyId}
          onChange={(_event, data) => {
            setProductId(data.value);
            setUrlId('');
          }}
        >
          <option value="">{t`Choose a product`}</option>
          {productList.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.sku})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Monitored URL`} required {...required(urlId)}>
        <Select value={urlId} disabled={!product} onChange={(_event, data) => setUrlId(data.value)}>
          <option value="">{t`Choose a URL`}</option>
          {(product?.urls ?? []).map((url) => (
            <option key={url.urlId} value={url.urlId}>
              {url.url}
            </option>
          ))}
        </Select>
      </Field>
      {product && product.urls.length === 0 && <Text>{t`This product has no competitor URLs.`}</Text>}
      <Field label={t`Trigger`}>
        <Select value={trigger} onChange={(_event, data) => setTrigger(data.value as ScrapeTrigger)}>
          {labelled(SCRAPE_TRIGGERS, TRIGGER_LABELS).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Scraper`}>
        <Select value={crawler} disabled={fixedCrawler !== undefined} onChange={(_event, data) => setCrawler(data.value as CrawlerKind | '')}>
          <option value="">{t`The source's scraper`}</option>
          {labelled(CRAWLER_KINDS, CRAWLER_LABELS).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Proxy`}>
        <Select value={proxy} disabled={!companyId} onChange={(_event, data) => setProxy(data.value)}>
          <option value="">{t`The company's choice for the source`}</option>
          <option value="none">{t`No proxy`}</option>
          {(proxies.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
