import { useLingui } from '@lingui/react/macro';
import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { usePreferencesStore } from '../../../lib/stores/preferencesStore.ts';
import { useOutOfStock } from '../api/outOfStockQuery.ts';
import { formatCount } from '../utils/insightsFormat.ts';
import { Figure, FigureRow } from './Figure.tsx';
import { QueryState } from './QueryState.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/insights/out-of-stock`: competitor offers out of stock (since when) and own products out of stock. */
export function OutOfStockPage() {
  return <ProfileGate>{(profile) => <OutOfStockScreen profile={profile} />}</ProfileGate>;
}

function OutOfStockScreen({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const country = usePreferencesStore((s) => s.selectedCountry);
  const stock = useOutOfStock(profile.company.id, country);
  const formatDateTime = useFormatDateTime();
  const locale = i18n.locale;
  return (
    <PageLayout title={t`Out of stock`} back={<AppLink to="/insights">{t`Insights`}</AppLink>} intro={t`Competitors out of stock leave fewer cheaper offers: an opportunity. Your own products out of stock cannot be sold.`}>
      <QueryState query={stock}>
        {(data) => (
          <>
            <FigureRow>
              <Figure label={t`Competitor offers out of stock`} value={formatCount(data.competitorTotal, locale)} help={t`Competitor URLs whose latest scrape says out of stock; "since" is the first of the uninterrupted out-of-stock observations.`} />
              <Figure label={t`Own products out of stock`} value={formatCount(data.ownTotal, locale)} help={t`Your products whose stock flag of this country (pricing › in stock) is off.`} />
            </FigureRow>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Competitors out of stock`}</Subtitle2>
              {data.competitor.length === 0 ? (
                <Text>{t`No competitor offer is out of stock right now.`}</Text>
              ) : (
                <CardList label={t`Competitors out of stock`}>
                  {data.competitor.map((entry) => (
                    <CardListItem key={entry.urlId}>
                      <AppLink to={`/price-analysis/${encodeURIComponent(entry.productId)}`}>{entry.name}</AppLink>
                      <Text>{entry.since ? t`${entry.shopName}: out of stock since ${formatDateTime(entry.since)}` : entry.shopName}</Text>
                      <Text size={200} className={styles.muted}>
                        {t`SKU ${entry.sku}`}
                      </Text>
                    </CardListItem>
                  ))}
                </CardList>
              )}
              {data.competitorTotal > data.competitor.length && <Text>{t`Showing the ${data.competitor.length} longest out of stock of ${data.competitorTotal}.`}</Text>}
            </section>
            <section className={styles.section}>
              <Subtitle2 as="h2">{t`Own products out of stock`}</Subtitle2>
              {data.own.length === 0 ? (
                <Text>{t`None of your products is marked out of stock in this country.`}</Text>
              ) : (
                <CardList label={t`Own products out of stock`}>
                  {data.own.map((entry) => (
                    <CardListItem key={entry.productId}>
                      <AppLink to={`/assortment/${encodeURIComponent(entry.productId)}`}>{entry.name}</AppLink>
                      <Text size={200} className={styles.muted}>
                        {[entry.brand, t`SKU ${entry.sku}`].filter(Boolean).join(' · ')}
                      </Text>
                    </CardListItem>
                  ))}
                </CardList>
              )}
              {data.ownTotal > data.own.length && <Text>{t`Showing ${data.own.length} of ${data.ownTotal}.`}</Text>}
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
