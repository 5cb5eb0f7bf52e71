import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Body1, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { PRODUCT_IMPORT_LIMITS } from '@pm/contracts';

const useStyles = makeStyles({
  drop: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  label: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface ImportFileStepProps {
  busy: boolean;
  /** A translated problem with the last file, if any. */
  error: string | null;
  onFile(file: File): void;
}

/** Step 1: choose a CSV file, or drop it on the area. */
export function ImportFileStep({ busy, error, onFile }: ImportFileStepProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const maxMegabytes = PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024;
  const maxRows = new Intl.NumberFormat(i18n.locale).format(PRODUCT_IMPORT_LIMITS.maxRows);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <div
      className={mergeClasses(styles.drop, dragging && styles.dragging)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label className={styles.label} htmlFor={inputId}>
        {t`CSV file`}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) reads it anew.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Body1 id={hintId} className={styles.hint}>
        {t`Or drop the file here. A header line names the columns; separated by semicolons, commas or tabs; at most ${maxMegabytes} MB and ${maxRows} rows.`}
      </Body1>
      {busy && <Spinner size="tiny" label={t`Reading the file …`} />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
