import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import type { CompanyUser } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useCompanyUsers } from '../api/companyUsersQuery.ts';
import { UserCards } from './UserCards.tsx';
import { UsersTable } from './UsersTable.tsx';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';

export interface UserListContainerProps {
  companyId: string;
  selfId: string;
  onEdit(user: CompanyUser): void;
  onDelete(user: CompanyUser): void;
}

/** Loads the company's users and shows them as a table (wide) or cards (phone). */
export function UserList({ companyId, selfId, onEdit, onDelete }: UserListContainerProps) {
  const { t } = useLingui();
  const wide = useBreakpointUp('md');
  const users = useCompanyUsers(companyId, true);

  if (users.isPending) return <AreaSpinner />;
  if (firstLoadFailed(users)) {
    return <LoadError error={users.error} onRetry={() => void users.refetch()} />;
  }
  const List = wide ? UsersTable : UserCards;
  return (
    <>
      <RefreshFailed query={users} />
      {users.data.length === 0 ? <Text>{t`There are no users yet.`}</Text> : <List users={users.data} selfId={selfId} onEdit={onEdit} onDelete={onDelete} />}
    </>
  );
}
