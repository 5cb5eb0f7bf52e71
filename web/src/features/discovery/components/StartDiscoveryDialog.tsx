import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useProducts } from '../../../lib/api/productsQuery.ts';
import { useSources } from '../../../lib/api/sourcesQuery.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { DEFAULT_PRODUCT_LIST_PARAMS } from '../../../lib/utils/productListQuery.ts';
import type { StartDiscoveryInput } from '../api/startDiscovery.ts';

export interface StartDiscoveryDialogProps {
  companyId: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onStart(input: StartDiscoveryInput): void;
  onClose(): void;
}

/**
 * What the search is for: the product's own page (same product, or similar ones too — a similar
 * one accepted becomes a comparison product), or comparison products only (NEW_COMPARISON_PRODUCT:
 * every accepted candidate becomes one, also where the product has a URL at the source already).
 */
const LOOK_FOR = {
  FIND_SAME: { searchType: 'FIND_SAME', requestType: undefined },
  FIND_SIMILAR: { searchType: 'FIND_SIMILAR', requestType: undefined },
  COMPARISON: { searchType: 'FIND_SIMILAR', requestType: 'NEW_COMPARISON_PRODUCT' },
} as const satisfies Record<string, Pick<StartDiscoveryInput, 'searchType' | 'requestType'>>;
type LookFor = keyof typeof LOOK_FOR;
const isLookFor = (value: string): value is LookFor => value in LOOK_FOR;

/** Start discovery at one connected shop or comparison site: for one product, or for every product without a URL there. */
export function StartDiscoveryDialog({ companyId, open, busy, error, onStart, onClose }: StartDiscoveryDialogProps) {
  const { t } = useLingui();
  const sources = useSources(companyId);
  const [sourceId, setSourceId] = useState('');
  const [scope, setScope] = useState<'bulk' | 'one'>('bulk');
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [lookFor, setLookFor] = useState<LookFor>('FIND_SAME');
  const [checked, setChecked] = useState(false);
  const searchText = useDebouncedValue(search, 300);
  const products = useProducts(companyId, { ...DEFAULT_PRODUCT_LIST_PARAMS, searchText, pageSize: 20 });

  const sourceMissing = sourceId === '';
  const productMissing = scope === 'one' && productId === '';
  const submit = () => {
    setChecked(true);
    if (sourceMissing || productMissing) return;
    onStart({ sourceId, productId: scope === 'one' ? productId : null, ...LOOK_FOR[lookFor] });
  };

  return (
    <FormDialog open={open} title={t`Start product discovery`} submitLabel={t`Start discovery`} busy={busy} error={error} onSubmit={submit} onClose={onClose}>
      <Field label={t`Shop or comparison site`} required validationState={checked && sourceMissing ? 'error' : 'none'} validationMessage={checked && sourceMissing ? t`Please choose a shop or comparison site.` : undefined}>
        <Select value={sourceId} onChange={(_event, data) => setSourceId(data.value)}>
          <option value="">{t`Choose…`}</option>
          {(sources.data ?? []).map((source) => (
            <option key={source.id} value={source.id}>
              {source.name} ({source.hostname})
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Products`}>
        <RadioGroup value={scope} onChange={(_event, data) => setScope(data.value === 'one' ? 'one' : 'bulk')}>
          <Radio value="bulk" label={t`All products without a URL at this source`} />
          <Radio value="one" label={t`One product`} />
        </RadioGroup>
      </Field>
      {scope === 'one' && (
        <>
          <Field label={t`Find product`}>
            <Input type="search" value={search} onChange={(_event, data) => setSearch(data.value)} />
          </Field>
          <Field label={t`Product`} required validationState={checked && productMissing ? 'error' : 'none'} validationMessage={checked && productMissing ? t`Please choose a product.` : undefined}>
            <Select value={productId} onChange={(_event, data) => setProductId(data.value)}>
              <option value="">{t`Choose…`}</option>
              {(products.data?.items ?? []).map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name} ({product.sku})
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
      <Field label={t`Look for`}>
        <RadioGroup value={lookFor} onChange={(_event, data) => setLookFor(isLookFor(data.value) ? data.value : 'FIND_SAME')}>
          <Radio value="FIND_SAME" label={t`The same product`} />
          <Radio value="FIND_SIMILAR" label={t`Similar products too`} />
          <Radio value="COMPARISON" label={t`Comparison products (similar products, priced alongside)`} />
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}
