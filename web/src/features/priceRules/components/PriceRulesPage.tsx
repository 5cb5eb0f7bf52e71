import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { roleAllows, type PriceRuleView, type Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { usePricingSettings } from '../../../lib/api/pricingSettingsQuery.ts';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { usePriceRules } from '../api/priceRulesQuery.ts';
import { useReorderPriceRules } from '../api/reorderPriceRules.ts';
import { useUpdatePriceRule } from '../api/updatePriceRule.ts';
import { movedOrder } from '../utils/moveRule.ts';
import { DeletePriceRuleDialog } from './DeletePriceRuleDialog.tsx';
import { PriceRuleDialog, type PriceRuleDialogTarget } from './PriceRuleDialog.tsx';
import { PriceRulesTable, type PriceRuleActions } from './PriceRulesTable.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
});

/** `/settings/price-engine/price-rules`: the company's price rules in position order; admins and maintainers edit them. */
export function PriceRulesPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <PriceRules profile={profile} title={t`Price rules`} />}</ProfileGate>;
}

function PriceRules({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const companyId = profile.company.id;
  const canEdit = roleAllows(profile.role, profile.isAdmin, 'pricing.configure');
  const rules = usePriceRules(companyId);
  const settings = usePricingSettings(companyId);
  const reorder = useReorderPriceRules(companyId);
  const update = useUpdatePriceRule(companyId);
  const editor = useDialogTarget<PriceRuleDialogTarget>();
  const deletion = useDialogTarget<PriceRuleView>();
  const channels = settings.data?.channels ?? [];
  const currencyOf = (channelId: string) => channels.find((c) => c.channelId === channelId)?.currency ?? null;
  const list = rules.data ?? [];

  const failed = (error: Parameters<typeof errorMessageFor>[0]) => notify.error(t(errorMessageFor(error)));
  const actions: PriceRuleActions | null = canEdit
    ? {
        busy: reorder.isPending || update.isPending,
        pendingActive: update.isPending && update.variables ? { ruleId: update.variables.ruleId, active: update.variables.body.active } : null,
        onMove: (rule, direction) => {
          const order = movedOrder(list.map((r) => r.ruleId), rule.ruleId, direction);
          if (order) reorder.mutate(order, { onError: failed });
        },
        onToggleActive: (rule, active) => {
          const { ruleId, position: _position, channelName: _channel, createdAt: _created, updatedAt: _updated, ...fields } = rule;
          update.mutate({ ruleId, body: { ...fields, active } }, { onError: failed });
        },
        onEdit: (rule) => editor.show({ rule }),
        onDelete: deletion.show,
      }
    : null;

  let body;
  if (rules.isPending) body = <AreaSpinner />;
  else if (firstLoadFailed(rules)) body = <LoadError what={t`The price rules could not be loaded.`} error={rules.error} onRetry={() => void rules.refetch()} />;
  else if (list.length === 0) body = <Text>{t`There are no price rules yet.`}</Text>;
  else body = <PriceRulesTable rules={list} currencyOf={currencyOf} actions={actions} />;

  const noChannels = canEdit && settings.data !== undefined && channels.length === 0;
  return (
    <PriceEngineSubpage
      title={title}
      intro={t`Each rule sets prices for the products its filter conditions match in one sales channel: a target price, kept within its constraints.`}
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} disabled={settings.data === undefined || channels.length === 0} onClick={() => editor.show({ count: list.length })}>
            {t`Create price rule`}
          </Button>
        )
      }
    >
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          {t`When several rules match a product, the rule with the lowest position wins (position 1 is at the top). The others are recorded as "overwritten by another rule".`}
        </MessageBarBody>
      </MessageBar>
      {noChannels && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t`Please create a sales channel first.`} <AppLink to="/settings/price-engine/sales-channels">{t`Sales channels`}</AppLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {canEdit && <RefreshFailed query={settings} />}
      {canEdit && firstLoadFailed(settings) && <LoadError what={t`The sales channels could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />}
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {(rules.isFetching || reorder.isPending || update.isPending) && !rules.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={rules} />
        {body}
      </div>
      {canEdit && editor.target && <PriceRuleDialog key={editor.key} companyId={companyId} target={editor.target} channels={channels} open={editor.open} onClose={editor.close} />}
      {canEdit && <DeletePriceRuleDialog key={deletion.key} companyId={companyId} rule={deletion.target} open={deletion.open} onClose={deletion.close} />}
    </PriceEngineSubpage>
  );
}
