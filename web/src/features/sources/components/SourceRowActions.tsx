import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PlugDisconnectedRegular, SettingsRegular } from '@fluentui/react-icons';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import type { ConnectedSource } from '../../../lib/api/sourcesQuery.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'nowrap' },
});

/** What the signed-in user may do with the company's sources (mirrors the API's checks). */
export interface SourcePermissions {
  /** Connect and disconnect, and change the company's own scrape settings ('data.edit'). */
  canConnect: boolean;
  /** Change a source's shared fields: platform admins only, as sources are shared by all companies. */
  canEdit: boolean;
}

export interface SourceActionsProps {
  permissions: SourcePermissions;
  onEdit(source: ConnectedSource): void;
  onSettings(source: ConnectedSource): void;
  onDisconnect(source: ConnectedSource): void;
}

/** The company's scrape settings, the shared fields (platform admins) and disconnect of one source, as far as the user may; `compact` shows icons with tooltips (table rows). */
export function SourceRowActions({ source, permissions, onEdit, onSettings, onDisconnect, compact }: SourceActionsProps & { source: ConnectedSource; compact?: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  const name = source.name;
  return (
    <div className={styles.actions}>
      {permissions.canConnect && (
        <RowActionButton compact={compact} text={t`Scrape settings`} label={t`Scrape settings: ${name}`} icon={<SettingsRegular />} onClick={() => onSettings(source)} />
      )}
      {permissions.canEdit && <RowActionButton compact={compact} text={t`Edit`} label={t`Edit ${name}`} icon={<EditRegular />} onClick={() => onEdit(source)} />}
      {permissions.canConnect && (
        <RowActionButton compact={compact} text={t`Disconnect`} label={t`Disconnect ${name}`} icon={<PlugDisconnectedRegular />} onClick={() => onDisconnect(source)} />
      )}
    </div>
  );
}
