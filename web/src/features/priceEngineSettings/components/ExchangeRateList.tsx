import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ExchangeRate } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { formatDay, formatRate } from '../utils/formatExchangeRate.ts';
import type { ExchangeRateTarget } from './ExchangeRateFormDialog.tsx';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

export interface ExchangeRateListProps {
  rates: readonly ExchangeRate[];
  /** Null: the user may not change rates (no actions). */
  onEdit: ((target: ExchangeRateTarget) => void) | null;
  onDelete(target: ExchangeRateTarget): void;
}

/** The dated exchange rates: a table on wide screens, cards on phones (every value and action in view). */
export function ExchangeRateList(props: ExchangeRateListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <RateTable {...props} /> : <RateCards {...props} />;
}

/** What a rate shows, formatted once for the table and the cards. */
function useRateView() {
  const { t, i18n } = useLingui();
  return (rate: ExchangeRate) => {
    const pair = `${rate.from} → ${rate.to}`;
    const day = formatDay(rate.validFrom, i18n.locale);
    return {
      pair,
      day,
      rate: t`1 ${rate.from} = ${formatRate(rate.rate, i18n.locale)} ${rate.to}`,
      editLabel: t`Edit ${pair} from ${day}`,
      deleteLabel: t`Delete ${pair} from ${day}`,
    };
  };
}

const rateKey = (rate: ExchangeRate) => `${rate.from}-${rate.to}-${rate.validFrom}`;

function RateTable({ rates, onEdit, onDelete }: ExchangeRateListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const view = useRateView();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Exchange rates`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`From`}</TableHeaderCell>
            <TableHeaderCell>{t`To`}</TableHeaderCell>
            <NumericHeaderCell>{t`Rate`}</NumericHeaderCell>
            <TableHeaderCell>{t`Valid from`}</TableHeaderCell>
            {onEdit && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rates.map((rate, index) => {
            const shown = view(rate);
            return (
              <TableRow key={rateKey(rate)}>
                <TableCell>{rate.from}</TableCell>
                <TableCell>{rate.to}</TableCell>
                <TableCell className={styles.number}>{shown.rate}</TableCell>
                <TableCell>{shown.day}</TableCell>
                {onEdit && (
                  <TableCell className={styles.nowrap}>
                    <RowActionButton compact text={t`Edit`} label={shown.editLabel} icon={<EditRegular />} onClick={() => onEdit({ index, rate })} />
                    <RowActionButton compact text={t`Delete`} label={shown.deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete({ index, rate })} />
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

function RateCards({ rates, onEdit, onDelete }: ExchangeRateListProps) {
  const { t } = useLingui();
  const view = useRateView();
  return (
    <CardList label={t`Exchange rates`}>
      {rates.map((rate, index) => {
        const shown = view(rate);
        return (
          <CardListItem key={rateKey(rate)}>
            <Text weight="semibold">{shown.pair}</Text>
            <CardFacts
              facts={[
                [t`Rate`, shown.rate],
                [t`Valid from`, shown.day],
              ]}
            />
            {onEdit && (
              <CardActions>
                <RowActionButton text={t`Edit`} label={shown.editLabel} icon={<EditRegular />} onClick={() => onEdit({ index, rate })} />
                <RowActionButton text={t`Delete`} label={shown.deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete({ index, rate })} />
              </CardActions>
            )}
          </CardListItem>
        );
      })}
    </CardList>
  );
}
