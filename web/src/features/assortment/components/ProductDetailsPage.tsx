import { useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { DataTrendingRegular } from '@fluentui/react-icons';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { LoadingPage } from '../../../components/LoadingPage.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { withoutData } from '../../../lib/queryView.ts';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useArchiveProduct } from '../api/archiveProduct.ts';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { useProduct } from '../../../lib/api/productQuery.ts';
import { useRestoreProduct } from '../api/restoreProduct.ts';
import { useScrapeNow } from '../api/scrapeNow.ts';
import { useScrapeProgress } from '../api/scrapeProgressQuery.ts';
import { useFavoriteProducts } from '../hooks/useFavoriteProducts.ts';
import { ComparisonProducts } from './ComparisonProducts.tsx';
import { CompetitorUrls } from './CompetitorUrls.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ProductCustomValues } from './ProductCustomValues.tsx';
import { ProductFieldGroups } from './ProductFieldGroups.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** `/assortment/:leadProductId`: all fields of a product, its competitor URLs and their current offers. */
export function ProductDetailsPage() {
  const { leadProductId = '' } = useParams();
  return <ProfileGate>{(profile) => <ProductDetails key={leadProductId} profile={profile} productId={leadProductId} />}</ProfileGate>;
}

function ProductDetails({ profile, productId }: { profile: Profile; productId: string }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const product = useProduct(companyId, productId);
  const back = <AppLink to="/assortment">{t`‹ Back to the assortment`}</AppLink>;

  // A failed background refetch keeps the product (and what the user opened) on screen; only a first load waits or fails.
  if (withoutData(product)) return <LoadingPage title={t`Product details`} back={back} error={product.error} onRetry={() => void product.refetch()} />;
  return <LoadedProduct profile={profile} product={product.data} back={back} refresh={<RefreshFailed query={product} />} />;
}

function LoadedProduct({ profile, product, back, refresh }: { profile: Profile; product: Product; back: ReactNode; refresh: ReactNode }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const companyId = profile.company.id;
  const canEdit = roleAllows(profile.role, profile.isAdmin, 'data.edit');
  const archived = product.status === 'archived';
  const canScrapeNow = roleAllows(profile.role, profile.isAdmin, 'scrape.now') && !archived && product.urls.length > 0;
  const scrapeNow = useScrapeNow(companyId, product.id);
  const progress = useScrapeProgress(companyId, product.id);
  const scrapingUrlIds = new Set(progress.data?.items.map((job) => job.urlId));
  const categories = useCategories(companyId);
  const favorites = useFavoriteProducts();
  const archive = useArchiveProduct(companyId, product.id);
  const restore = useRestoreProduct(companyId, product.id);
  const [edit, setEdit] = useState({ open: false, key: 0 });
  const busy = archive.isPending || restore.isPending;

  const toggleArchived = () => {
    const mutation = archived ? restore : archive;
    mutation.mutate(undefined, {
      onSuccess: () => notify.success(archived ? t`Product restored.` : t`Product archived.`),
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  const startScraping = () => {
    scrapeNow.mutate(undefined, {
      onSuccess: (result) => {
        const count = result.urlIds.length;
        const skipped = result.skippedUrlIds.length;
        notify.success(skipped > 0 ? t`Scraping of ${count} URLs has started; ${skipped} URLs were left out because their shop is not scraped.` : t`Scraping of ${count} URLs has started.`);
      },
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  const actions = (
    <>
      {canScrapeNow && (
        <Button disabledFocusable={scrapeNow.isPending} icon={scrapeNow.isPending ? <Spinner size="tiny" /> : undefined} onClick={startScraping}>
          {t`Scrape now`}
        </Button>
      )}
      <FavoriteButton name={product.name} favorite={favorites.isFavorite(product.id)} onToggle={() => favorites.toggle(product.id)} />
      {canEdit && !archived && <Button onClick={() => setEdit((current) => ({ open: true, key: current.key + 1 }))}>{t`Edit product`}</Button>}
      {canEdit && (
        <Button disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={toggleArchived}>
          {archived ? t`Restore product` : t`Archive product`}
        </Button>
      )}
    </>
  );

  return (
    <PageLayout title={product.name} back={back} actions={actions}>
      <div className={styles.content}>
        {refresh}
        {archived && (
          <div>
            <Badge appearance="tint" color="warning">
              {t`Archived`}
            </Badge>
          </div>
        )}
        {scrapingUrlIds.size > 0 && (
          <MessageBar intent="info" role="status">
            <MessageBarBody>
              <Spinner size="extra-tiny" labelPosition="after" label={t`Scraping ${scrapingUrlIds.size} competitor URLs… New prices appear here as soon as they arrive.`} />
            </MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.links}>
          <DataTrendingRegular aria-hidden className={styles.icon} />
          <AppLink to={`/price-analysis/${encodeURIComponent(product.id)}`}>{t`Price analysis of this product`}</AppLink>
          <Text className={styles.muted}>{t`Where the product stands against its competitors, and how its prices developed.`}</Text>
        </div>
        <ProductFieldGroups product={product} categories={categories.data} />
        <ProductCustomValues companyId={companyId} product={product} />
        <CompetitorUrls companyId={companyId} product={product} canEdit={canEdit} scrapingUrlIds={scrapingUrlIds} />
        <ComparisonProducts companyId={companyId} productId={product.id} editable={canEdit && !archived} />
      </div>
      {canEdit && (
        <ProductFormDialog
          key={edit.key}
          companyId={companyId}
          leadCountry={profile.company.leadCountry ?? 'de'}
          product={product}
          open={edit.open}
          onClose={() => setEdit((current) => ({ ...current, open: false }))}
        />
      )}
    </PageLayout>
  );
}
