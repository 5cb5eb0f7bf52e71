import { useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Button, Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import { roleAllows, type Profile, type UrlCheck, type UrlCheckReason } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { PAGE_STATUS_LABELS } from '../../../lib/utils/offerLabels.ts';
import { PRODUCT_PAGE_SIZES, pageCount } from '../../../lib/utils/productListQuery.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCheckUrls, type CheckUrlsParams } from '../api/checkUrlsQuery.ts';
import { useRemoveUrl, useScrapeProductNow } from '../api/urlActions.ts';
import { formatCount } from '../utils/insightsFormat.ts';
import { QueryState } from './QueryState.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  url: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  // The tabs wrap onto a second line on phones: in a sideways scroller the later ones were out of sight.
  tabs: { flexWrap: 'wrap', maxWidth: '100%' },
});

/**
 * `/insights/check-urls`: the company's competitor URLs that need attention, with open, scrape
 * now and remove. Also `/admin/company/:companyId/check-urls`: the same for any company, for a
 * platform admin (who may act in every company).
 */
export function CheckUrlsPage() {
  const { companyId } = useParams();
  return <ProfileGate>{(profile) => <CheckUrlsScreen profile={profile} companyId={companyId ?? profile.company.id} fromAdmin={companyId !== undefined} />}</ProfileGate>;
}

function CheckUrlsScreen({ profile, companyId, fromAdmin }: { profile: Profile; companyId: string; fromAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  // Another company's URLs: its product pages are not the admin's own, so names are not links there.
  const otherCompany = companyId !== profile.company.id;
  const [params, setParams] = useState<CheckUrlsParams>({ page: 1, pageSize: 50 });
  const urls = useCheckUrls(companyId, params);
  const locale = i18n.locale;
  const reasons: Record<UrlCheckReason, string> = { 'no-data': t`No data`, 'page-error': t`Error page`, flagged: t`Flagged price`, stale: t`Not scraped in time` };
  const counts = urls.data?.counts;
  const tabLabel = (reason: UrlCheckReason) => (counts ? `${reasons[reason]} (${formatCount(counts[reason], locale)})` : reasons[reason]);
  return (
    <PageLayout
      title={t`Check URLs`}
      back={fromAdmin ? <AppLink to={`/admin/company/${companyId}/statistics`}>{t`‹ Back to the company's statistics`}</AppLink> : <AppLink to="/insights">{t`Insights`}</AppLink>}
      intro={t`Competitor URLs without data yet, with an error page, with a flagged (implausible) price, or not scraped for longer than their shop's scrape frequency (plus 6 hours).`}>
      <TabList className={styles.tabs} selectedValue={params.reason ?? 'all'} onTabSelect={(_event, data) => setParams({ page: 1, pageSize: params.pageSize, ...(data.value === 'all' ? {} : { reason: data.value as UrlCheckReason }) })}>
        <Tab value="all">{t`All`}</Tab>
        {(Object.keys(reasons) as UrlCheckReason[]).map((reason) => (
          <Tab key={reason} value={reason}>
            {tabLabel(reason)}
          </Tab>
        ))}
      </TabList>
      <QueryState query={urls}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t`No URL needs attention.`}</Text>
          ) : (
            <div className={styles.stack}>
              <CardList label={t`URLs to check`}>
                {data.items.map((item) => (
                  <UrlCard key={item.urlId} item={item} profile={profile} companyId={companyId} linkProduct={!otherCompany} reasonLabel={reasons[item.reason]} />
                ))}
              </CardList>
              <UrlPager page={params.page} pageSize={params.pageSize} total={data.total} onPage={(page) => setParams((current) => ({ ...current, page }))} onPageSize={(pageSize) => setParams((current) => ({ ...current, pageSize, page: 1 }))} />
            </div>
          )
        }
      </QueryState>
    </PageLayout>
  );
}

/** The pager of the URL list: it counts URLs (several per product), not products. */
function UrlPager({ page, pageSize, total, onPage, onPageSize }: { page: number; pageSize: number; total: number; onPage(page: number): void; onPageSize(pageSize: number): void }) {
  const { t, i18n } = useLingui();
  const pages = pageCount(total, pageSize);
  const count = formatCount(total, i18n.locale);
  return <ListPager page={page} pages={pages} pageSize={pageSize} pageSizes={PRODUCT_PAGE_SIZES} summary={t`Page ${page} of ${pages} (${count} URLs)`} onPage={onPage} onPageSize={onPageSize} />;
}

function UrlCard({ item, profile, companyId, linkProduct, reasonLabel }: { item: UrlCheck; profile: Profile; companyId: string; linkProduct: boolean; reasonLabel: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const scrape = useScrapeProductNow(companyId);
  const remove = useRemoveUrl(companyId);
  const [confirming, setConfirming] = useState(false);
  const canScrape = roleAllows(profile.role, profile.isAdmin, 'scrape.now');
  const canEdit = roleAllows(profile.role, profile.isAdmin, 'data.edit');
  const detail = [reasonLabel, item.pageStatus && item.pageStatus !== 'OK' ? t(PAGE_STATUS_LABELS[item.pageStatus]) : null, item.flagReason].filter(Boolean).join(' · ');
  return (
    <CardListItem>
      {linkProduct ? <AppLink to={`/price-analysis/${encodeURIComponent(item.productId)}`}>{item.name}</AppLink> : <Text weight="semibold">{item.name}</Text>}
      <Text>
        {item.shopName} · {detail}
      </Text>
      <Text size={200} className={styles.url}>
        {item.url}
      </Text>
      <Text size={200} className={styles.muted}>
        {item.lastObservedAt ? t`Last scraped ${formatDateTime(item.lastObservedAt)}` : t`Never scraped`}
      </Text>
      <div className={styles.actions}>
        <Link href={item.url} target="_blank" rel="noopener noreferrer">
          <OpenRegular aria-hidden /> {t`Open URL`}
        </Link>
        {canScrape && (
          <Button
            size="small"
            icon={<ArrowClockwiseRegular />}
            disabled={scrape.isPending}
            onClick={() =>
              scrape.mutate(item.productId, {
                onSuccess: () => notify.success(t`Scraping of ${item.name} started.`),
                onError: (error) => notify.error(t(errorMessageFor(error))),
              })
            }
          >
            {t`Scrape now`}
          </Button>
        )}
        {canEdit && (
          <Button size="small" icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
            {t`Remove URL`}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Remove this URL?`}
        confirmLabel={t`Remove URL`}
        pending={remove.isPending}
        error={remove.error ? t(errorMessageFor(remove.error)) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { productId: item.productId, urlId: item.urlId },
            {
              onSuccess: () => {
                setConfirming(false);
                notify.success(t`The URL was removed.`);
              },
            },
          )
        }
      >
        {t`${item.shopName} will no longer be scraped for ${item.name}. Its price history stays in the log.`}
      </ConfirmDialog>
    </CardListItem>
  );
}
