import type { ProductImportDialogProps } from '../../../lib/featureSlots.tsx';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { PRODUCT_IMPORT_LIMITS } from '@pm/contracts';
import type { Country, DecimalSeparator, ImportMapping, ImportRowErrorDetails, ProductImportPreview, ProductImportResult } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useImportProducts } from '../api/importProducts.ts';
import { usePreviewProductImport } from '../api/previewProductImport.ts';
import { readCsvFile } from '../utils/decodeCsvFile.ts';
import { IMPORT_FIELD_LABELS } from '../utils/importFieldLabels.ts';
import { importRowErrors, mappingProblem } from '../utils/importMapping.ts';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { ImportResultStep } from './ImportResultStep.tsx';
import { ImportRowErrors } from './ImportRowErrors.tsx';

const useStyles = makeStyles({
  surface: { width: 'min(100vw - 32px, 1040px)', maxWidth: 'min(100vw - 32px, 1040px)' },
});

export type { ProductImportDialogProps };

/** Imports products from a CSV file: choose file → map columns → result or the rows to fix. Give it a new `key` per opening. */
export function ProductImportDialog(props: ProductImportDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={props.open} onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <ProductImport {...props} />
      </DialogSurface>
    </Dialog>
  );
}

interface LoadedFile {
  name: string;
  csv: string;
  preview: ProductImportPreview;
}

type Step = { kind: 'file' } | { kind: 'mapping' } | { kind: 'errors'; details: ImportRowErrorDetails } | { kind: 'result'; result: ProductImportResult };

function ProductImport({ companyId, countries, leadCountry, onClose }: ProductImportDialogProps) {
  const { t, i18n } = useLingui();
  const previewFile = usePreviewProductImport(companyId);
  const importFile = useImportProducts(companyId);
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [country, setCountry] = useState<Country>(countries.includes(leadCountry) ? leadCountry : (countries[0] ?? leadCountry));
  const [decimalSeparator, setDecimalSeparator] = useState<DecimalSeparator>(',');
  const [importError, setImportError] = useState<string | null>(null);
  const busy = previewFile.isPending || importFile.isPending;

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    if (chosen.size > PRODUCT_IMPORT_LIMITS.maxBytes) {
      const maxMegabytes = PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024;
      setFileError(t`The file is larger than ${maxMegabytes} MB.`);
      return;
    }
    const csv = await readCsvFile(chosen);
    previewFile.mutate(csv, {
      onSuccess: (preview) => {
        setFile({ name: chosen.name, csv, preview });
        setMapping(preview.mapping);
        setDecimalSeparator(preview.decimalSeparator);
        setImportError(null);
        setStep({ kind: 'mapping' });
      },
      onError: (error) => setFileError(t(errorMessageFor(error))),
    });
  };

  const problem = mappingProblem(mapping);
  const fieldName = problem?.kind === 'duplicate' ? i18n._(IMPORT_FIELD_LABELS[problem.field]) : '';
  const mappingError =
    problem?.kind === 'skuMissing'
      ? t`Please choose the column that holds the SKU.`
      : problem?.kind === 'duplicate'
        ? t`The field ${fieldName} is chosen for more than one column.`
        : importError;

  const startImport = () => {
    if (!file || busy || problem) return;
    setImportError(null);
    importFile.mutate(
      { csv: file.csv, mapping, country, decimalSeparator },
      {
        onSuccess: (result) => setStep({ kind: 'result', result }),
        onError: (error) => {
          const details = importRowErrors(error);
          if (details) setStep({ kind: 'errors', details });
          else setImportError(t(errorMessageFor(error)));
        },
      },
    );
  };

  const chooseAnotherFile = () => {
    setFileError(null);
    setStep({ kind: 'file' });
  };

  let content;
  let actions;
  const cancel = (
    <Button appearance="secondary" onClick={onClose} disabled={importFile.isPending}>
      {step.kind === 'result' || step.kind === 'errors' ? t`Close` : t`Cancel`}
    </Button>
  );
  switch (step.kind) {
    case 'file':
      content = <ImportFileStep busy={previewFile.isPending} error={fileError} onFile={(chosen) => void chooseFile(chosen)} />;
      actions = cancel;
      break;
    case 'mapping':
      content = file && (
        <ImportMappingStep
          fileName={file.name}
          preview={file.preview}
          mapping={mapping}
          onMapping={setMapping}
          countries={countries.length > 0 ? countries : [leadCountry]}
          country={country}
          onCountry={setCountry}
          decimalSeparator={decimalSeparator}
          onDecimalSeparator={setDecimalSeparator}
          disabled={busy}
          error={mappingError}
        />
      );
      actions = (
        <>
          <Button appearance="secondary" onClick={chooseAnotherFile} disabled={busy}>
            {t`Choose another file`}
          </Button>
          {cancel}
          <SubmitButton busy={importFile.isPending}>{t`Import products`}</SubmitButton>
        </>
      );
      break;
    case 'errors':
      content = <ImportRowErrors details={step.details} />;
      actions = (
        <>
          <Button appearance="primary" onClick={() => setStep({ kind: 'mapping' })}>
            {t`Back to the mapping`}
          </Button>
          <Button appearance="secondary" onClick={chooseAnotherFile}>
            {t`Choose another file`}
          </Button>
          {cancel}
        </>
      );
      break;
    case 'result':
      content = <ImportResultStep result={step.result} />;
      actions = (
        <Button appearance="primary" onClick={onClose}>
          {t`Close`}
        </Button>
      );
      break;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        startImport();
      }}
    >
      <DialogBody>
        <DialogTitle>{t`Import products from a CSV file`}</DialogTitle>
        <DialogContent>{content}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </DialogBody>
    </form>
  );
}
