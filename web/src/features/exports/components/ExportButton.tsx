import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons';
import type { ExportKind } from '@pm/contracts';
import type { ExportButtonProps } from '../../../lib/featureSlots.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { exportPath } from '../utils/exportRequest.ts';
import { saveFile, streamExport, type DownloadProgress } from '../utils/streamDownload.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: 0 },
  running: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, width: '100%' },
  bar: { flexGrow: 1, minWidth: '160px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

type State = { kind: 'idle' } | { kind: 'running'; progress: DownloadProgress | null } | { kind: 'done'; rows: number } | { kind: 'failed'; error: unknown };

/**
 * Downloads an export as a file: streamed, with the rows and bytes received so far (and a bar
 * when the server said how many rows come), cancellable, errors in the user's language.
 */
export function ExportButton({ companyId, kind, params = '', label, disabled }: ExportButtonProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Leaving the screen stops a download nobody waits for.
  useEffect(() => () => abort.current?.abort(), []);

  async function start(exportKind: ExportKind) {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: null });
    try {
      const file = await streamExport(exportPath(companyId, exportKind, params, i18n.locale), exportKind, { signal: controller.signal, onProgress: (progress) => setState({ kind: 'running', progress }) });
      saveFile(file);
      setState({ kind: 'done', rows: file.rows });
    } catch (error) {
      setState(controller.signal.aborted ? { kind: 'idle' } : { kind: 'failed', error });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const number = new Intl.NumberFormat(i18n.locale);
  const size = new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const text = label ?? t`Download CSV`;
  if (state.kind === 'running') {
    const progress = state.progress;
    const rows = number.format(progress?.rows ?? 0);
    const received = size.format((progress?.bytes ?? 0) / 1000);
    const hint = progress?.totalRows ? t`${rows} of ${number.format(progress.totalRows)} rows · ${received}` : t`${rows} rows · ${received}`;
    return (
      <div className={styles.root} data-export={kind}>
        <div className={styles.running}>
          <Field className={styles.bar} label={t`Preparing ${text}`} hint={hint} validationState="none">
            <ProgressBar value={progress?.totalRows ? Math.min(1, progress.rows / progress.totalRows) : undefined} />
          </Field>
          <Button icon={<DismissRegular />} onClick={() => abort.current?.abort()}>{t`Cancel`}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root} data-export={kind}>
      <Button icon={<ArrowDownloadRegular />} disabled={disabled} onClick={() => void start(kind)}>
        {text}
      </Button>
      <div aria-live="polite">
        {state.kind === 'done' && <Text size={200} className={styles.muted}>{t`Downloaded: ${number.format(state.rows)} rows`}</Text>}
        {state.kind === 'failed' && <Text size={200} className={styles.error} role="alert">{t`The download failed.`} {t(errorMessageFor(state.error))}</Text>}
      </div>
    </div>
  );
}
