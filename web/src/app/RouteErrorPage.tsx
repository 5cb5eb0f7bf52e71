import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ChunkReloadNotice } from '../features/appUpdate/components/ChunkReloadNotice.tsx';
import { recoveryForRenderError } from '../features/appUpdate/utils/errorRecovery.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  fullScreen: { minHeight: '100dvh' },
  inShell: { minHeight: '50vh' },
});

/**
 * Error element of the routes: a failed chunk load reloads the page once per session (spec §4);
 * any other render failure shows the spec's error page (§8). `inShell` fits it into the content
 * area of the signed-in shell instead of the whole screen.
 */
export function RouteErrorPage({ inShell = false }: { inShell?: boolean }) {
  const styles = useStyles();
  const error = useRouteError();
  const className = mergeClasses(styles.page, inShell ? styles.inShell : styles.fullScreen);
  if (recoveryForRenderError(error) === 'reload') return <ChunkReloadNotice className={className} />;
  return <RenderFailure className={className} error={error} landmark={inShell ? 'section' : 'main'} />;
}

interface RenderFailureProps {
  className: string;
  error: unknown;
  /** Inside the shell there already is a main landmark. */
  landmark: 'main' | 'section';
}

function RenderFailure({ className, error, landmark: Landmark }: RenderFailureProps) {
  const { t } = useLingui();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);

  return (
    <Landmark className={className} role="alert">
      <Text size={500} weight="semibold">
        {t`We're really sorry, but there was an error loading this page.`}
      </Text>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {t`Try again`}
      </Button>
    </Landmark>
  );
}
