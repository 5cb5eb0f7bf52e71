import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'nowrap' },
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

/** Edit and disconnect of one source, as far as the user may; `compact` shows icons with tooltips (table rows). */
export function SourceRowActions({ source, permissions, onEdit, onDisconnect, compact }: SourceActionsProps & { source: ConnectedSource; compact?: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const name = source.name;
  return (
    <div className={styles.actions}>
      {permissions.canEdit && <RowActionButton compact={compact} text={t`Edit`} label={t`Edit ${name}`} icon={<EditRegular />} onClick={() => onEdit(source)} />}
      {permissions.canConnect && (
        <RowActionButton compact={compact} text={t`Disconnect`} label={t`Disconnect ${name}`} icon={<PlugDisconnectedRegular />} onClick={() => onDisconnect(source)} />
      )}
    </div>
  );
}
