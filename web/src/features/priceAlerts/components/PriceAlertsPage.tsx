import { useLingui } from '@lingui/react/macro';
import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { AlertRuleView } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { useAlertRules } from '../api/alertRulesQuery.ts';
import { useAlertKindLabel } from './alertKindLabels.ts';
import { AlertRuleDialog } from './AlertRuleDialog.tsx';
import { DeleteAlertRuleDialog } from './DeleteAlertRuleDialog.tsx';
import { sentAsDigest } from '../utils/alertRuleDraft.ts';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: '1 1 240px' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** `/settings/price-alerts`: the signed-in user's own price alert rules, with create, edit and delete. */
export function PriceAlertsPage() {
  return <ProfileGate>{(profile) => <PriceAlerts companyId={profile.company.id} />}</ProfileGate>;
}

function PriceAlerts({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const kindLabel = useAlertKindLabel();
  const rules = useAlertRules(companyId);
  const editor = useDialogTarget<{ rule: AlertRuleView | null }>();
  const deletion = useDialogTarget<AlertRuleView>();
  const emailAvailable = rules.data?.emailAvailable ?? false;
  const percent = (value: number) => new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

  const summary = (rule: AlertRuleView) => {
    const parts = [rule.thresholdPercent === null ? kindLabel(rule.kind) : t`${kindLabel(rule.kind)} by more than ${percent(rule.thresholdPercent)}`];
    const { productIds, brands, categoryIds, sourceIds } = rule.scope;
    const scoped = productIds.length + brands.length + categoryIds.length + sourceIds.length > 0;
    parts.push(scoped ? t`${productIds.length} products, ${brands.length} brands, ${categoryIds.length} categories, ${sourceIds.length} shops` : t`all products and shops`);
    const channels = [t`in the app`, ...(rule.delivery.email ? [t`by e-mail`] : []), ...(rule.delivery.webhookUrl ? [t`to a webhook`] : [])].join(', ');
    parts.push(sentAsDigest(rule.delivery) ? t`${channels}, daily digest` : t`${channels}, immediately`);
    if (!rule.active) parts.push(t`paused`);
    return parts.join(' · ');
  };

  let body;
  if (rules.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(rules)) body = <LoadError what={t`The alert rules could not be loaded.`} error={rules.error} onRetry={() => void rules.refetch()} />;
  else if (rules.data.rules.length === 0) body = <Text>{t`You have no price alerts yet.`}</Text>;
  else
    body = (
      <ul className={styles.list} aria-label={t`My alert rules`}>
        {rules.data.rules.map((rule) => (
          <li key={rule.ruleId} className={styles.card}>
            <div className={styles.text}>
              <Text className={styles.name}>{rule.name}</Text>
              <Caption1 className={styles.meta}>{summary(rule)}</Caption1>
            </div>
            <div className={styles.actions}>
              <Button icon={<EditRegular />} aria-label={t`Edit ${rule.name}`} onClick={() => editor.show({ rule })} />
              <Button icon={<DeleteRegular />} aria-label={t`Delete ${rule.name}`} onClick={() => deletion.show(rule)} />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <SettingsPageLayout backToSettings title={t`Price alerts`} intro={t`Be told when a competitor undercuts you, changes its stock or when you lose the cheapest position. Your rules are your own; colleagues set up theirs.`}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{t`An alert fires once when its condition becomes true, not again while the price hovers around the threshold: a price alert re-arms only after the gap was back to half the threshold, a stock or position alert after the opposite change.`}</MessageBarBody>
      </MessageBar>
      <div className={styles.bar}>
        <AppLink to="/notifications">{t`My notifications`}</AppLink>
        <Button appearance="primary" icon={<AddRegular />} disabled={rules.data === undefined} onClick={() => editor.show({ rule: null })}>
          {t`Create alert rule`}
        </Button>
      </div>
      <RefreshFailed query={rules} />
      {body}
      {editor.target && <AlertRuleDialog key={editor.key} companyId={companyId} rule={editor.target.rule} emailAvailable={emailAvailable} open={editor.open} onClose={editor.close} />}
      <DeleteAlertRuleDialog key={deletion.key} companyId={companyId} rule={deletion.target} open={deletion.open} onClose={deletion.close} />
    </SettingsPageLayout>
  );
}
