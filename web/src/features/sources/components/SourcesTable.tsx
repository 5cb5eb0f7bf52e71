import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { SourceLogo } from './SourceLogo.tsx';
import { SourceRowActions } from './SourceRowActions.tsx';
import type { SourceActionsProps } from './SourceRowActions.tsx';
import { useSourceDetails } from './useSourceDetails.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  // Columns sized by their content; the wrapper scrolls sideways when they do not fit.
  table: { tableLayout: 'auto' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalS },
  label: { display: 'flex', flexDirection: 'column' },
  host: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  scraping: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  count: { textAlign: 'end' },
});

export interface SourceListProps extends SourceActionsProps {
  sources: ConnectedSource[];
}

/** The connected sources as a table (wide screens): name with domain, kind and scraping settings (frequency with on/off). */
export function SourcesTable({ sources, permissions, onEdit, onSettings, onDisconnect }: SourceListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const details = useSourceDetails();
  const withActions = permissions.canConnect || permissions.canEdit;
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Shops and marketplaces`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Kind`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping costs`}</TableHeaderCell>
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
                    <span className={styles.label}>
                      <Text weight="semibold">{source.name}</Text>
                      <Text size={200} className={styles.host}>
                        {source.hostname}
                      </Text>
                    </span>
                  </span>
                </TableCell>
                <TableCell>{text.kind}</TableCell>
                <TableCell>{text.shippingCosts}</TableCell>
                <TableCell>
                  <span className={styles.scraping}>
                    {text.frequency}
                    <Badge appearance="tint" color={source.scrapingEnabled ? 'success' : 'subtle'}>
                      {text.scraping}
                    </Badge>
                  </span>
                </TableCell>
                <TableCell>{text.crawler}</TableCell>
                <TableCell>{text.proxy}</TableCell>
                <TableCell className={styles.count}>{source.urlCount}</TableCell>
                {withActions && (
                  <TableCell>
                    <SourceRowActions compact source={source} permissions={permissions} onEdit={onEdit} onSettings={onSettings} onDisconnect={onDisconnect} />
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
