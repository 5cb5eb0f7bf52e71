import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { CompanyUser, Profile } from '@pm/contracts';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { NotAllowedMessage } from '../../../components/NotAllowedMessage.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../../components/SettingsPageLayout.tsx';
import { SettingsSection } from '../../../components/SettingsSection.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserList } from './UserList.tsx';

/** `/settings/user-management`: list, create, edit and delete the company's users (COMPANY_ADMIN). */
export function UserManagementPage() {
  const { t } = useLingui();
  return (
    <SettingsPageLayout title={t`User management`} backToSettings>
      <ProfileGate>
        {(profile) =>
          roleAllows(profile.role, profile.isAdmin, 'users.manage') ? (
            <ManageUsers profile={profile} />
          ) : (
            <NotAllowedMessage title={t`Only administrators can manage users.`} />
          )
        }
      </ProfileGate>
    </SettingsPageLayout>
  );
}

function ManageUsers({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const companyId = profile.company.id;
  const companyName = profile.company.name;
  const form = useDialogTarget<CompanyUser>();
  const deletion = useDialogTarget<CompanyUser>();

  return (
    <SettingsSection title={t`Users of ${companyName}`}>
      <div>
        <Button appearance="primary" onClick={() => form.show(null)}>
          {t`Create user`}
        </Button>
      </div>
      <UserList
        companyId={companyId}
        selfId={profile.id}
        onEdit={form.show}
        onDelete={deletion.show}
      />
      <UserFormDialog
        key={form.key}
        companyId={companyId}
        selfId={profile.id}
        user={form.target}
        open={form.open}
        onClose={form.close}
      />
      <DeleteUserDialog
        companyId={companyId}
        user={deletion.target}
        open={deletion.open}
        onClose={deletion.close}
      />
    </SettingsSection>
  );
}
