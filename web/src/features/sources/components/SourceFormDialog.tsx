import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import { useConnectSource } from '../api/connectSource.ts';
import { useScrapeProxies } from '../api/scrapeProxies.ts';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';
import { useUpdateSource } from '../api/updateSource.ts';
import { EMPTY_SOURCE_FORM, sourceFormValues, toConnectSourceBody, toUpdateSourceBody, validateSourceForm } from '../utils/validateSourceForm.ts';
import type { SourceFieldError, SourceFormValues } from '../utils/validateSourceForm.ts';
import { SourceFormFields } from './SourceFormFields.tsx';

export interface SourceFormDialogProps {
  companyId: string;
  /** The source whose shared fields a platform admin edits; none connects a new one. */
  source: ConnectedSource | null;
  /** Platform admins name and change the shared fields (name, logo, shipping costs, crawler, patterns). */
  sharedFields: boolean;
  /** Domains the company has connected already (a second connect would change nothing). */
  connectedHostnames: readonly string[];
  open: boolean;
  onClose(): void;
}

/** Connects a shop, marketplace or comparison site with the company's own settings, or edits a source's shared fields (platform admins). Give it a new `key` per opening. */
export function SourceFormDialog({ companyId, source, sharedFields, connectedHostnames, open, onClose }: SourceFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const mode = source ? 'edit' : 'connect';
  const connect = useConnectSource(companyId);
  const update = useUpdateSource(companyId, source?.id ?? '');
  const proxies = useScrapeProxies(companyId, open && mode === 'connect');
  const { values, setField, errors, check } = useFormValues<SourceFormValues, keyof SourceFormValues, SourceFieldError>(
    () => (source ? sourceFormValues(source) : EMPTY_SOURCE_FORM),
    (current) => validateSourceForm(current, { mode, sharedFields }, connectedHostnames),
  );
  const busy = connect.isPending || update.isPending;
  const failed = connect.error ?? update.error;

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
    if (!source) {
      const body = toConnectSourceBody(values, sharedFields);
      const name = body.name ?? body.hostname;
      connect.mutate(body, {
        onSuccess: () => {
          notify.success(t`${name} connected.`);
          onClose();
        },
      });
      return;
    }
    const body = toUpdateSourceBody(values, source);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t`Changes saved.`);
        onClose();
      },
    });
  };

  let note: string;
  if (source) note = t`These fields apply to every company that compares with this source; each company keeps its own scrape settings and proxy.`;
  else if (sharedFields) note = t`A new domain is registered with these fields; a domain that is already known keeps its fields. The scrape settings and the proxy are your company's own.`;
  else note = t`A new domain is registered with the domain as its name; the platform administrators maintain the shop's name, logo, shipping costs and crawler. The scrape settings and the proxy are your company's own.`;

  return (
    <FormDialog
      open={open}
      wide
      title={source ? t`Edit shop or marketplace` : t`Connect shop or marketplace`}
      submitLabel={source ? t`Save changes` : t`Connect`}
      busy={busy}
      error={failed ? i18n._(errorMessageFor(failed)) : null}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Text>{note}</Text>
      <SourceFormFields
        mode={mode}
        sharedFields={sharedFields}
        values={values}
        errors={errors}
        setField={setField}
        disabled={busy}
        crawlerFixed={Boolean(source?.crawler)}
        proxies={proxies.data}
      />
    </FormDialog>
  );
}
