import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { MAX_CUSTOM_VALUES, roleAllows } from '@pm/contracts';
import type { CustomValueDefinition, DataMappingAnswer, Profile } from '@pm/contracts';
import { AppLink } from '../../../components/AppLink.tsx';
import { LoadingPage } from '../../../components/LoadingPage.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { PriceEngineSubpage } from '../../../components/PriceEngineSubpage.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { useDataMapping } from '../../../lib/api/dataMappingQuery.ts';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { CustomValueFormDialog } from './CustomValueFormDialog.tsx';
import { CustomValueList } from './CustomValueList.tsx';
import { DeleteCustomValueDialog } from './DeleteCustomValueDialog.tsx';

/** `/settings/price-engine/custom-values`: the company's named fields, filled from the ERP/shop system, shown on products and usable in price-rule filters. */
export function CustomValuesPage() {
  return <ProfileGate>{(profile) => <CustomValuesLoader profile={profile} />}</ProfileGate>;
}

function CustomValuesLoader({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const mapping = useDataMapping(companyId);
  // A failed background refetch keeps the last answer on screen (and what the user opened or typed); only a first load waits or fails.
  if (mapping.data === undefined) {
    const back = <AppLink to="/settings/price-engine">{t`‹ Back to price engine settings`}</AppLink>;
    return <LoadingPage title={t`Custom values`} back={back} error={mapping.error} onRetry={() => void mapping.refetch()} />;
  }
  return <CustomValues companyId={companyId} mapping={mapping.data} canAdminister={roleAllows(profile.role, profile.isAdmin, 'pricing.admin')} refresh={<RefreshFailed query={mapping} />} />;
}

function CustomValues({ companyId, mapping, canAdminister, refresh }: { companyId: string; mapping: DataMappingAnswer; canAdminister: boolean; refresh: ReactNode }) {
  const { t } = useLingui();
  const form = useDialogTarget<CustomValueDefinition>();
  const deletion = useDialogTarget<CustomValueDefinition>();
  const definitions = mapping.customValues;
  const full = definitions.length >= MAX_CUSTOM_VALUES;

  return (
    <PriceEngineSubpage
      title={t`Custom values`}
      intro={t`Named fields of your own (e.g. season or margin group): the input data mapping fills them from your ERP/shop system, the product page shows them and price-rule filters use them (custom: followed by the key).`}
      actions={
        canAdminister && (
          <Button appearance="primary" icon={<AddRegular />} disabledFocusable={full} onClick={() => form.show(null)}>
            {t`Add custom value`}
          </Button>
        )
      }
    >
      {refresh}
      <SettingsSection
        title={t`Definitions`}
        description={canAdminister ? (full ? t`A company has at most ${MAX_CUSTOM_VALUES} custom values.` : undefined) : t`Only administrators change the custom values.`}
      >
        {definitions.length === 0 ? (
          <Text>{t`There are no custom values yet.`}</Text>
        ) : (
          <CustomValueList definitions={definitions} onEdit={canAdminister ? form.show : null} onDelete={deletion.show} />
        )}
        <Text size={200}>
          <AppLink to="/settings/price-engine/input-data-mapping">{t`Map fields of your ERP/shop system to custom values in the input data mapping`}</AppLink>
        </Text>
      </SettingsSection>
      {canAdminister && form.open && (
        <CustomValueFormDialog key={form.key} companyId={companyId} definitions={definitions} target={form.target} revision={mapping.revision} open={form.open} onClose={form.close} />
      )}
      {canAdminister && (
        <DeleteCustomValueDialog key={deletion.key} companyId={companyId} definitions={definitions} target={deletion.target} revision={mapping.revision} open={deletion.open} onClose={deletion.close} />
      )}
    </PriceEngineSubpage>
  );
}
