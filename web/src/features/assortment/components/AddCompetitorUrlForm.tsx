import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { OFFER_TYPES } from '@pm/contracts';
import type { OfferType } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useAddCompetitorUrl } from '../api/addCompetitorUrl.ts';
import { OFFER_TYPE_LABELS } from '../../../lib/utils/offerLabels.ts';
import { checkCompetitorUrl } from '../utils/validateCompetitorUrl.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  url: { flexGrow: 1, minWidth: '280px' },
  submit: { paddingTop: '26px' },
});

/** Adds a competitor URL (with its offer type) to a product; refusals of the server are shown under the field. */
export function AddCompetitorUrlForm({ companyId, productId }: { companyId: string; productId: string }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const add = useAddCompetitorUrl(companyId, productId);
  const [url, setUrl] = useState('');
  const [offerType, setOfferType] = useState<OfferType>('COMPETITOR_OFFER');
  const [message, setMessage] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const error = checkCompetitorUrl(url);
    if (error) {
      setMessage(error === 'required' ? t`Please enter a URL.` : t`Please enter a valid URL starting with https:// or http://.`);
      return;
    }
    setMessage(undefined);
    add.mutate(
      { url: url.trim(), offerType },
      {
        onSuccess: () => {
          notify.success(t`URL added.`);
          setUrl('');
        },
        onError: (failure) => setMessage(i18n._(errorMessageFor(failure))),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Add competitor URL`}>
      <Field label={t`Competitor URL`} className={styles.url} validationState={message ? 'error' : 'none'} validationMessage={message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://shop.example/product"
          value={url}
          disabled={add.isPending}
          onChange={(_event, data) => setUrl(data.value)}
        />
      </Field>
      <Field label={t`Offer type`}>
        <Select value={offerType} disabled={add.isPending} onChange={(_event, data) => setOfferType(data.value as OfferType)}>
          {OFFER_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(OFFER_TYPE_LABELS[type])}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.submit}>
        <SubmitButton busy={add.isPending}>{t`Add URL`}</SubmitButton>
      </div>
    </form>
  );
}
