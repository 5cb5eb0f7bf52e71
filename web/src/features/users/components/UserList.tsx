import { useLingui } from '@lingui/react/macro';
import { Text } from '@fluentui/react-components';
import type { CompanyUser } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { useCompanyUsers } from '../api/companyUsersQuery.ts';
import { UserCards } from './UserCards.tsx';
import { UsersTable } from './UsersTable.tsx';

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
  if (users.isError) {
    return <LoadError error={users.error} onRetry={() => void users.refetch()} />;
  }
  if (users.data.length === 0) return <Text>{t`There are no users yet.`}</Text>;
  const List = wide ? UsersTable : UserCards;
  return <List users={users.data} selfId={selfId} onEdit={onEdit} onDelete={onDelete} />;
}
