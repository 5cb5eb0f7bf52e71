import { useRouteError } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';

const useStyles = makeStyles({
  page: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
});

/** The spec's render-failure page (§8). */
export function RouteErrorPage() {
  const { t } = useLingui();
  const styles = useStyles();
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  return (
    <main className={styles.page} role="alert">
      <Text size={500} weight="semibold">
        {t`We're really sorry, but there was an error loading this page.`}
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {t`Try again`}
      </Button>
    </main>
  );
}
