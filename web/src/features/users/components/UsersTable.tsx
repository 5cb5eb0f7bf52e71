import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { CompanyUser } from '@pm/contracts';
import { useFormatDate } from '../hooks/useFormatDate.ts';
import { ROLE_LABELS } from '../utils/roleLabels.ts';
import { UserRowActions } from './UserRowActions.tsx';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actionsColumn: { width: '180px' },
  // Long addresses wrap inside their column instead of running into the next.
  email: { overflowWrap: 'anywhere' },
});

export interface UserListProps {
  users: CompanyUser[];
  selfId: string;
  onEdit(user: CompanyUser): void;
  onDelete(user: CompanyUser): void;
}

/** The company's users as a table (wide screens). */
export function UsersTable({ users, selfId, onEdit, onDelete }: UserListProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const formatDate = useFormatDate();
  return (
    <Table aria-label={t`Users`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t`Name`}</TableHeaderCell>
          <TableHeaderCell>{t`Email`}</TableHeaderCell>
          <TableHeaderCell>{t`Role`}</TableHeaderCell>
          <TableHeaderCell>{t`Created`}</TableHeaderCell>
          <TableHeaderCell className={styles.actionsColumn}>{t`Actions`}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <span className={styles.name}>
                {user.firstName} {user.lastName}
                {user.id === selfId && (
                  <Badge appearance="tint" color="informative">
                    {t`You`}
                  </Badge>
                )}
              </span>
            </TableCell>
            <TableCell className={styles.email}>{user.email}</TableCell>
            <TableCell>{i18n._(ROLE_LABELS[user.role])}</TableCell>
            <TableCell>{formatDate(user.createdAt)}</TableCell>
            <TableCell className={styles.actionsColumn}>
              <UserRowActions user={user} isSelf={user.id === selfId} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
