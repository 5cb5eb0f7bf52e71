import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { SourceLogo } from './SourceLogo.tsx';
import { SourceRowActions } from './SourceRowActions.tsx';
import type { SourceListProps } from './SourcesTable.tsx';
import { useSourceDetails } from './useSourceDetails.ts';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  host: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** The connected sources as cards (phones), with the same facts and actions as the table. */
export function SourceCards({ sources, permissions, onEdit, onSettings, onDisconnect }: SourceListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const details = useSourceDetails();
  return (
    <CardList label={t`Shops and marketplaces`}>
      {sources.map((source) => {
        const text = details(source);
        const facts: [string, string | number][] = [
          [t`Shipping costs`, text.shippingCosts],
          [t`Scrape frequency`, text.frequency],
          [t`Crawler`, text.crawler],
          [t`Proxy`, text.proxy],
          [t`Competitor URLs`, source.urlCount],
        ];
        return (
          <CardListItem key={source.id}>
            <span className={styles.title}>
              <SourceLogo name={source.name} iconUrl={source.iconUrl} logoUrl={source.logoUrl} />
              <Text weight="semibold">{source.name}</Text>
              <Badge appearance="outline">{text.kind}</Badge>
              <Badge appearance="tint" color={source.scrapingEnabled ? 'success' : 'subtle'}>
                {text.scraping}
              </Badge>
            </span>
            <Text className={styles.host}>{source.hostname}</Text>
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </Fragment>
              ))}
            </dl>
            <SourceRowActions source={source} permissions={permissions} onEdit={onEdit} onSettings={onSettings} onDisconnect={onDisconnect} />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
