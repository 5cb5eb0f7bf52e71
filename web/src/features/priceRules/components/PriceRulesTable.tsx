import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { PriceRuleView } from '@pm/contracts';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { useRuleSummaries } from './useRuleSummaries.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto', minWidth: '880px' },
  position: { width: '80px' },
  active: { width: '140px' },
  actions: { width: '160px' },
  buttons: { display: 'flex', flexWrap: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What an editor may do with a row; null: read-only. */
export interface PriceRuleActions {
  busy: boolean;
  /** An active switch being saved shows its new state at once. */
  pendingActive: { ruleId: string; active: boolean } | null;
  onMove(rule: PriceRuleView, direction: 'up' | 'down'): void;
  onToggleActive(rule: PriceRuleView, active: boolean): void;
  onEdit(rule: PriceRuleView): void;
  onDelete(rule: PriceRuleView): void;
}

export interface PriceRulesTableProps {
  rules: PriceRuleView[];
  /** Currency per channel id, for amounts in the summaries. */
  currencyOf(channelId: string): string | null;
  actions: PriceRuleActions | null;
}

/** The rules in position order: the rule at the top wins when several match a product. */
export function PriceRulesTable({ rules, currencyOf, actions }: PriceRulesTableProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const summaries = useRuleSummaries();
  return (
    <div className={styles.wrap}>
      <Table aria-label={t`Price rules`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.position}>{t`Position`}</TableHeaderCell>
            <TableHeaderCell>{t`Name`}</TableHeaderCell>
            <TableHeaderCell>{t`Sales channel`}</TableHeaderCell>
            <TableHeaderCell>{t`Target`}</TableHeaderCell>
            <TableHeaderCell>{t`Constraints`}</TableHeaderCell>
            <TableHeaderCell className={styles.active}>{t`Active`}</TableHeaderCell>
            {actions && <TableHeaderCell className={styles.actions}>{t`Actions`}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rules.map((rule, index) => {
            const currency = currencyOf(rule.salesChannelId);
            const name = rule.name;
            const active = actions?.pendingActive?.ruleId === rule.ruleId ? actions.pendingActive.active : rule.active;
            return (
              <TableRow key={rule.ruleId}>
                <TableCell>{rule.position}</TableCell>
                <TableCell>
                  <Text weight="semibold">{rule.name}</Text>
                </TableCell>
                <TableCell>{rule.channelName ?? <Text className={styles.muted}>{t`Deleted sales channel`}</Text>}</TableCell>
                <TableCell>{summaries.target(rule.target, currency)}</TableCell>
                <TableCell>{summaries.constraints(rule.constraints, currency, summaries.behaviour(rule))}</TableCell>
                <TableCell>
                  {actions ? (
                    <Switch
                      checked={active}
                      disabled={actions.busy}
                      aria-label={t`${name} active`}
                      label={active ? t`Active` : t`Inactive`}
                      onChange={(_event, data) => actions.onToggleActive(rule, data.checked)}
                    />
                  ) : (
                    <Badge appearance="tint" color={rule.active ? 'success' : 'subtle'}>
                      {rule.active ? t`Active` : t`Inactive`}
                    </Badge>
                  )}
                </TableCell>
                {actions && (
                  <TableCell>
                    <div className={styles.buttons}>
                      {index > 0 && <RowActionButton compact text={t`Move up`} label={t`Move ${name} up`} icon={<ArrowUpRegular />} onClick={() => !actions.busy && actions.onMove(rule, 'up')} />}
                      {index < rules.length - 1 && (
                        <RowActionButton compact text={t`Move down`} label={t`Move ${name} down`} icon={<ArrowDownRegular />} onClick={() => !actions.busy && actions.onMove(rule, 'down')} />
                      )}
                      <RowActionButton compact text={t`Edit`} label={t`Edit ${name}`} icon={<EditRegular />} onClick={() => actions.onEdit(rule)} />
                      <RowActionButton compact text={t`Delete`} label={t`Delete ${name}`} icon={<DeleteRegular />} onClick={() => actions.onDelete(rule)} />
                    </div>
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
