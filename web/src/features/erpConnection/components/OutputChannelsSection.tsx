import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { ErpOutputChannel } from '@pm/contracts';
import { CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { useFormatDateTime } from '../../../lib/hooks/useFormatDateTime.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useErpOutputChannels } from '../api/erpOutputChannelsQuery.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The output channels (the ERP's sales price configurations) the last "Refresh output channels" read. */
export function OutputChannelsSection({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const formatDateTime = useFormatDateTime();
  const channels = useErpOutputChannels(companyId);
  const readAt = channels.data?.readAt ? formatDateTime(channels.data.readAt) : null;

  return (
    <SettingsSection title={t`Output channels read`} description={readAt ? t`Read from the ERP/shop system on ${readAt}.` : t`The sales prices of the ERP/shop system that confirmed prices can be written to.`}>
      <RefreshFailed query={channels} />
      {channels.isPending ? (
        <AreaSpinner />
      ) : firstLoadFailed(channels) ? (
        <LoadError what={t`The output channels could not be loaded.`} error={channels.error} onRetry={() => void channels.refetch()} />
      ) : channels.data.channels.length === 0 ? (
        <Text className={styles.muted}>{t`No output channels have been read yet. Refresh the output channels to read them.`}</Text>
      ) : (
        <ChannelList channels={channels.data.channels} />
      )}
    </SettingsSection>
  );
}

function ChannelList({ channels }: { channels: readonly ErpOutputChannel[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const list = (values: readonly string[]) => (values.length === 0 ? t`All` : values.join(', '));
  if (!wide) {
    return (
      <CardList label={t`Output channels read`}>
        {channels.map((channel) => (
          <CardListItem key={channel.id}>
            <Text weight="semibold">{channel.name}</Text>
            <CardFacts
              facts={[
                [t`ID`, channel.id],
                [t`Type`, channel.type ?? '–'],
                [t`Currencies`, list(channel.currencies)],
                [t`Countries`, list(channel.countries)],
              ]}
            />
          </CardListItem>
        ))}
      </CardList>
    );
  }
  return (
    <Table aria-label={t`Output channels read`} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`ID`}</TableHeaderCell>
          <TableHeaderCell>{t`Name`}</TableHeaderCell>
          <TableHeaderCell>{t`Type`}</TableHeaderCell>
          <TableHeaderCell>{t`Currencies`}</TableHeaderCell>
          <TableHeaderCell>{t`Countries`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {channels.map((channel) => (
          <TableRow key={channel.id}>
            <TableCell>{channel.id}</TableCell>
            <TableCell className={styles.wrap}>{channel.name}</TableCell>
            <TableCell>{channel.type ?? '–'}</TableCell>
            <TableCell className={styles.wrap}>{list(channel.currencies)}</TableCell>
            <TableCell className={styles.wrap}>{list(channel.countries)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
