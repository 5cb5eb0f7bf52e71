import { useLingui } from '@lingui/react/macro';
import { Card, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import type { CustomValue, CustomValueDefinition, CustomValueType } from '@pm/contracts';
import { FieldList } from '../../../components/FieldList.tsx';
import type { FieldEntry } from '../../../components/FieldList.tsx';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { useDataMapping } from '../../../lib/api/dataMappingQuery.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  json: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The product's custom values (issue 15: filled from the ERP/shop system through the input data
 * mapping), named by the company's definitions; a value whose definition is gone shows its key.
 */
export function ProductCustomValues({ companyId, product }: { companyId: string; product: Product }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const mapping = useDataMapping(companyId);
  const definitions: readonly CustomValueDefinition[] = mapping.data?.customValues ?? [];
  const values = product.fields.customValues ?? {};
  const undefinedKeys = Object.keys(values).filter((key) => !definitions.some((definition) => definition.key === key));
  if (definitions.length === 0 && undefinedKeys.length === 0) return null;

  const format = (value: CustomValue | undefined, type: CustomValueType | null) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'number') {
      const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 4 }).format(value);
      return type === 'PERCENTAGE' ? `${number} %` : number;
    }
    return type === 'JSON' ? <code className={styles.json}>{value}</code> : value;
  };

  const entries: FieldEntry[] = [
    ...definitions.map((definition) => ({ label: definition.label, value: format(values[definition.key], definition.dataType) })),
    ...undefinedKeys.map((key) => ({ label: key, value: format(values[key], null) })),
  ];
  return (
    <Card className={styles.card} role="group" aria-label={t`Custom values`}>
      <Title3 as="h2">{t`Custom values`}</Title3>
      {Object.keys(values).length === 0 && <Text className={styles.muted}>{t`The ERP/shop system has not filled any custom value of this product yet.`}</Text>}
      <FieldList entries={entries} />
    </Card>
  );
}
