import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { roleAllows } from '@pm/contracts';
import type { CompanyUser, Profile } from '@pm/contracts';
import { NotAllowedMessage } from '../../settings/components/NotAllowedMessage.tsx';
import { ProfileGate } from '../../settings/components/ProfileGate.tsx';
import { SettingsPageLayout } from '../../settings/components/SettingsPageLayout.tsx';
import { SettingsSection } from '../../settings/components/SettingsSection.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserList } from './UserList.tsx';

/**
 * A dialog's target survives its closing animation (open turns false, the user stays), so the
 * closing dialog does not flash other content; `key` gives every opening a fresh form.
 */
interface DialogState {
  open: boolean;
  user: CompanyUser | null;
  key: number;
}

const CLOSED: DialogState = { open: false, user: null, key: 0 };

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
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);
  const openForm = (user: CompanyUser | null) => setForm((current) => ({ open: true, user, key: current.key + 1 }));
  const openDeletion = (user: CompanyUser) => setDeletion((current) => ({ open: true, user, key: current.key + 1 }));

  return (
    <SettingsSection title={t`Users of ${companyName}`}>
      <div>
        <Button appearance="primary" onClick={() => openForm(null)}>
          {t`Create user`}
        </Button>
      </div>
      <UserList
        companyId={companyId}
        selfId={profile.id}
        onEdit={openForm}
        onDelete={openDeletion}
      />
      <UserFormDialog
        key={form.key}
        companyId={companyId}
        selfId={profile.id}
        user={form.user}
        open={form.open}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
      <DeleteUserDialog
        companyId={companyId}
        user={deletion.user}
        open={deletion.open}
        onClose={() => setDeletion((current) => ({ ...current, open: false }))}
      />
    </SettingsSection>
  );
}
