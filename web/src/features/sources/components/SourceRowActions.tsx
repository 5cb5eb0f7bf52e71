import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ConnectedSource } from '../api/sourcesQuery.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** What the signed-in user may do with the company's sources (mirrors the API's checks). */
export interface SourcePermissions {
  /** Connect and disconnect ('data.edit'). */
  canConnect: boolean;
  /** Change a source's settings: platform admins only, as sources are shared by all companies. */
  canEdit: boolean;
}

export interface SourceActionsProps {
  permissions: SourcePermissions;
  onEdit(source: ConnectedSource): void;
  onDisconnect(source: ConnectedSource): void;
}

/** Edit and disconnect of one source, as far as the user may. */
export function SourceRowActions({ source, permissions, onEdit, onDisconnect }: SourceActionsProps & { source: ConnectedSource }) {
  const { t } = useLingui();
  const styles = useStyles();
  const name = source.name;
  return (
    <div className={styles.actions}>
      {permissions.canEdit && (
        <Button size="small" appearance="subtle" aria-label={t`Edit ${name}`} onClick={() => onEdit(source)}>
          {t`Edit`}
        </Button>
      )}
      {permissions.canConnect && (
        <Button size="small" appearance="subtle" aria-label={t`Disconnect ${name}`} onClick={() => onDisconnect(source)}>
          {t`Disconnect`}
        </Button>
      )}
    </div>
  );
}
