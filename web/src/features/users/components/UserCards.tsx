import { useLingui } from '@lingui/react/macro';
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CardList, CardListItem } from '../../../components/CardList.tsx';
import { useFormatDate } from '../hooks/useFormatDate.ts';
import { ROLE_LABELS } from '../utils/roleLabels.ts';
import type { UserListProps } from './UsersTable.tsx';
import { UserRowActions } from './UserRowActions.tsx';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  email: { overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The company's users as cards (phones), with the same actions as the table. */
export function UserCards({ users, selfId, onEdit, onDelete }: UserListProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDate();
  return (
    <CardList label={t`Users`}>
      {users.map((user) => {
        const role = i18n._(ROLE_LABELS[user.role]);
        const created = formatDate(user.createdAt);
        return (
          <CardListItem key={user.id}>
            <span className={styles.title}>
              <Text weight="semibold">
                {user.firstName} {user.lastName}
              </Text>
              {user.id === selfId && (
                <Badge appearance="tint" color="informative">
                  {t`You`}
                </Badge>
              )}
            </span>
            <Text className={styles.email}>{user.email}</Text>
            <Text size={200} className={styles.meta}>
              {t`${role} · created ${created}`}
            </Text>
            <UserRowActions user={user} isSelf={user.id === selfId} onEdit={onEdit} onDelete={onDelete} />
          </CardListItem>
        );
      })}
    </CardList>
  );
}
