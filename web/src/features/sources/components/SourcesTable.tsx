import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ConnectedSource } from '../api/sourcesQuery.ts';
import { SourceLogo } from './SourceLogo.tsx';
import { SourceRowActions } from './SourceRowActions.tsx';
import type { SourceActionsProps } from './SourceRowActions.tsx';
import { useSourceDetails } from './useSourceDetails.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  host: { overflowWrap: 'anywhere' },
  count: { textAlign: 'end' },
});

export interface SourceListProps extends SourceActionsProps {
  sources: ConnectedSource[];
}

/** The connected sources as a table (wide screens). */
export function SourcesTable({ sources, permissions, onEdit, onDisconnect }: SourceListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const details = useSourceDetails();
  const withActions = permissions.canConnect || permissions.canEdit;
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Shops and marketplaces`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Kind`}</TableHeaderCell>
            <TableHeaderCell>{t`Domain`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping costs`}</TableHeaderCell>
            <TableHeaderCell>{t`Scrape frequency`}</TableHeaderCell>
            <TableHeaderCell>{t`Scraping`}</TableHeaderCell>
            <TableHeaderCell>{t`Crawler`}</TableHeaderCell>
            <TableHeaderCell>{t`Proxy`}</TableHeaderCell>
            <TableHeaderCell className={styles.count}>{t`Competitor URLs`}</TableHeaderCell>
            {withActions && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sources.map((source) => {
            const text = details(source);
            return (
              <TableRow key={source.id}>
                <TableCell>
                  <span className={styles.name}>
                    <SourceLogo name={source.name} iconUrl={source.iconUrl} logoUrl={source.logoUrl} />
                    <Text weight="semibold">{source.name}</Text>
                  </span>
                </TableCell>
                <TableCell>{text.kind}</TableCell>
                <TableCell className={styles.host}>{source.hostname}</TableCell>
                <TableCell>{text.shippingCosts}</TableCell>
                <TableCell>{text.frequency}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={source.scrapingEnabled ? 'success' : 'subtle'}>
                    {text.scraping}
                  </Badge>
                </TableCell>
                <TableCell>{text.crawler}</TableCell>
                <TableCell>{text.proxy}</TableCell>
                <TableCell className={styles.count}>{source.urlCount}</TableCell>
                {withActions && (
                  <TableCell>
                    <SourceRowActions source={source} permissions={permissions} onEdit={onEdit} onDisconnect={onDisconnect} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
