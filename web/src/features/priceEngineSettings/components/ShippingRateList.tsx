import { useLingui } from '@lingui/react/macro';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ShippingRateView } from '@pm/contracts';
import { CardActions, CardFacts, CardList, CardListItem } from '../../../components/CardList.tsx';
import { NumericHeaderCell } from '../../../components/NumericHeaderCell.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useCountryName } from '../../../lib/hooks/useCountryName.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { SHIPPING_MODE_LABELS } from '../utils/settingsLabels.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

export interface ShippingRateListProps {
  rates: ShippingRateView[];
  /** Null: the user may not change rates (no actions). */
  onEdit: ((rate: ShippingRateView) => void) | null;
  onDelete(rate: ShippingRateView): void;
}

/** The shipping rates: a table on wide screens, cards on phones (every value and action in view). */
export function ShippingRateList(props: ShippingRateListProps) {
  const wide = useBreakpointUp('md');
  return wide ? <RateTable {...props} /> : <RateCards {...props} />;
}

/** The rates' amount columns (names, and each rate's values in the same order) and the rest a rate shows, formatted once for the table and the cards. */
function useRateView() {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const amount = (value: number) => value.toLocaleString(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const yesNo = (flag: boolean) => (flag ? t`Yes` : t`No`);
  const amountLabels = [t`Base tariff`, t`Max. weight`, t`Hazard`, t`LQ`, t`NC goods`, t`NC measures`, t`NC volume`];
  const view = (rate: ShippingRateView) => {
    const country = countryName(rate.country);
    return {
      country,
      mode: i18n._(SHIPPING_MODE_LABELS[rate.shippingMode]),
      amounts: [
        amount(rate.baseTariff),
        t`${rate.maxWeight.toLocaleString(i18n.locale)} kg`,
        amount(rate.hazardSurcharge),
        amount(rate.lqSurcharge),
        amount(rate.ncGoodsSurcharge),
        amount(rate.ncMeasuresSurcharge),
        amount(rate.ncVolumeSurcharge),
      ],
      allowed: `${yesNo(rate.hazardousAllowed)} / ${yesNo(rate.lqAllowed)} / ${yesNo(rate.ncAllowed)}`,
      editLabel: t`Edit ${rate.carrier} ${countryName(rate.country)}`,
      deleteLabel: t`Delete ${rate.carrier} ${countryName(rate.country)}`,
    };
  };
  return { amountLabels, allowedLabel: t`Allowed: hazardous / LQ / NC`, view };
}

function RateTable({ rates, onEdit, onDelete }: ShippingRateListProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const { amountLabels, allowedLabel, view } = useRateView();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Shipping rates`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t`Carrier`}</TableHeaderCell>
            <TableHeaderCell>{t`Country`}</TableHeaderCell>
            <TableHeaderCell>{t`Shipping mode`}</TableHeaderCell>
            {amountLabels.map((label) => (
              <NumericHeaderCell key={label}>{label}</NumericHeaderCell>
            ))}
            <TableHeaderCell>{allowedLabel}</TableHeaderCell>
            {onEdit && <TableHeaderCell>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rates.map((rate) => {
            const { country, mode, amounts, allowed, editLabel, deleteLabel } = view(rate);
            return (
              <TableRow key={rate.rateId}>
                <TableCell>
                  <Text weight="semibold">{rate.carrier}</Text>
                </TableCell>
                <TableCell>{country}</TableCell>
                <TableCell>{mode}</TableCell>
                {amounts.map((value, index) => (
                  <TableCell key={amountLabels[index]} className={styles.number}>
                    {value}
                  </TableCell>
                ))}
                <TableCell>{allowed}</TableCell>
                {onEdit && (
                  <TableCell className={styles.nowrap}>
                    <RowActionButton compact text={t`Edit`} label={editLabel} icon={<EditRegular />} onClick={() => onEdit(rate)} />
                    <RowActionButton compact text={t`Delete`} label={deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete(rate)} />
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

function RateCards({ rates, onEdit, onDelete }: ShippingRateListProps) {
  const { t } = useLingui();
  const { amountLabels, allowedLabel, view } = useRateView();
  return (
    <CardList label={t`Shipping rates`}>
      {rates.map((rate) => {
        const shown = view(rate);
        return (
          <CardListItem key={rate.rateId}>
            <Text weight="semibold">{rate.carrier}</Text>
            <CardFacts facts={[[t`Country`, shown.country], [t`Shipping mode`, shown.mode], ...shown.amounts.map((value, index) => [amountLabels[index] ?? '', value] as const), [allowedLabel, shown.allowed]]} />
            {onEdit && (
              <CardActions>
                <RowActionButton text={t`Edit`} label={shown.editLabel} icon={<EditRegular />} onClick={() => onEdit(rate)} />
                <RowActionButton text={t`Delete`} label={shown.deleteLabel} icon={<DeleteRegular />} onClick={() => onDelete(rate)} />
              </CardActions>
            )}
          </CardListItem>
        );
      })}
    </CardList>
  );
}
