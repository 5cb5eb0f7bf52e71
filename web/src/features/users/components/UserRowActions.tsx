import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import type { CompanyUser } from '@pm/contracts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface UserRowActionsProps {
  user: CompanyUser;
  isSelf: boolean;
  onEdit(user: CompanyUser): void;
  onDelete(user: CompanyUser): void;
}

/** Edit and delete of one user; nobody can delete themselves. */
export function UserRowActions({ user, isSelf, onEdit, onDelete }: UserRowActionsProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const name = `${user.firstName} ${user.lastName}`;
  const deleteButton = (
    <Button size="small" appearance="subtle" disabledFocusable={isSelf} aria-label={t`Delete ${name}`} onClick={() => onDelete(user)}>
      {t`Delete`}
    </Button>
  );
  return (
    <div className={styles.actions}>
      <Button size="small" appearance="subtle" aria-label={t`Edit ${name}`} onClick={() => onEdit(user)}>
        {t`Edit`}
      </Button>
      {isSelf ? (
        <Tooltip content={t`You cannot delete your own user.`} relationship="description">
          {deleteButton}
        </Tooltip>
      ) : (
        deleteButton
      )}
    </div>
  );
}
