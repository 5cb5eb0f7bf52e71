import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { CompanyDetails } from '@pm/contracts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useUpdateOwnShops } from '../api/updateOwnShops.ts';
import {
  OWN_SHOP_NAME_MAX,
  OWN_SHOPS_MAX,
  ownShopsValid,
  toOwnShopsBody,
  validateOwnShops,
  type OwnShopNameError,
  type OwnShopRow,
  type OwnShopRowErrors,
  type OwnShopUrlError,
} from '../utils/validateOwnShops.ts';
import { FormActions } from './FormActions.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 639px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const NAME_ERRORS: Record<OwnShopNameError, MessageDescriptor> = {
  required: msg`Please enter the shop's name.`,
  tooLong: msg`Please use at most ${OWN_SHOP_NAME_MAX} characters.`,
  repeated: msg`This name is in the list already.`,
};
const URL_ERRORS: Record<OwnShopUrlError, MessageDescriptor> = {
  required: msg`Please enter the shop's web address.`,
  invalidUrl: msg`Please enter a web address starting with https:// or http://.`,
  repeated: msg`A shop with this address is in the list already.`,
};

/**
 * The company's own shops (spec §3): names and web addresses under which it sells itself, so
 * that its own offers on comparison sites are not counted as competitors'. Saved as a whole list.
 */
export function OwnShopsForm({ details }: { details: CompanyDetails }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const save = useUpdateOwnShops(details.id);
  const [rows, setRows] = useState<OwnShopRow[]>(() => details.ownShops.map((shop) => ({ ...shop })));
  const [errors, setErrors] = useState<OwnShopRowErrors[] | null>(null);
  const busy = save.isPending;
  const max = OWN_SHOPS_MAX;

  const change = (index: number, field: keyof OwnShopRow) => (value: string) => {
    const next = rows.map((row, i) => (i === index ? { ...row, [field]: value } : row));
    setRows(next);
    // Once a save was refused, the messages follow the typing.
    if (errors) setErrors(validateOwnShops(next));
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    if (errors) setErrors(validateOwnShops(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateOwnShops(rows);
    setErrors(found);
    if (!ownShopsValid(found)) return;
    save.mutate(toOwnShopsBody(rows), {
      onSuccess: () => notify.success(t`Own shops saved.`),
      onError: (error) => notify.error(t(errorMessageFor(error))),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="own-shops-heading">
      <h3 id="own-shops-heading" className={styles.heading}>{t`Own shops`}</h3>
      <Text>{t`The names and web addresses under which the company sells itself. An offer of one of them on a price comparison site is recognised as the company's own and never counted as a competitor.`}</Text>
      {rows.length === 0 ? (
        <Text>{t`No own shop yet.`}</Text>
      ) : (
        <ul className={styles.list}>
          {rows.map((row, index) => {
            const number = index + 1;
            const rowErrors = errors?.[index];
            return (
              <li key={index} className={styles.row}>
                <TextField label={t`Shop name ${number}`} required value={row.name} onChange={change(index, 'name')} message={rowErrors?.name ? i18n._(NAME_ERRORS[rowErrors.name]) : undefined} disabled={busy} />
                <TextField label={t`Web address ${number}`} required type="url" inputMode="url" value={row.url} onChange={change(index, 'url')} message={rowErrors?.url ? i18n._(URL_ERRORS[rowErrors.url]) : undefined} disabled={busy} />
                <Button onClick={() => remove(index)} disabled={busy} aria-label={t`Remove own shop ${number}`}>
                  {t`Remove`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FormActions>
        <Button onClick={() => setRows([...rows, { name: '', url: '' }])} disabled={busy || rows.length >= OWN_SHOPS_MAX}>
          {t`Add own shop`}
        </Button>
        <SubmitButton busy={busy}>{t`Save own shops`}</SubmitButton>
      </FormActions>
      {rows.length >= OWN_SHOPS_MAX && <Text>{t`At most ${max} own shops.`}</Text>}
    </form>
  );
}
