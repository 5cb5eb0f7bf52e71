import { useLingui } from '@lingui/react/macro';
import { makeStyles, mergeClasses, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({
  fullScreen: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  fill: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '50vh',
    width: '100%',
  },
});

/** The spec's loading state: a spinner centred on the full screen. */
export function FullScreenSpinner() {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={styles.fullScreen}>
      <Spinner size="large" aria-label={t`Loading…`} />
    </div>
  );
}

/** The same spinner centred in the area it is placed in (e.g. the shell's content). */
export function AreaSpinner({ className }: { className?: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.fill, className)}>
      <Spinner size="large" aria-label={t`Loading…`} />
    </div>
  );
}
