import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { roleAllows } from '@pm/contracts';
import type { Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDialogTarget } from '../../../lib/useDialogTarget.ts';
import { useBreakpointUp } from '../../../theme/useBreakpoint.ts';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { useCategories } from '../../../lib/api/categoriesQuery.ts';
import { categoryRows, filterCategoryRows } from '../../../lib/utils/categoryTree.ts';
import type { CategoryRow } from '../../../lib/utils/categoryTree.ts';
import { CategoryCards } from './CategoryCards.tsx';
import { CategoryFormDialog } from './CategoryFormDialog.tsx';
import type { CategoryDialogTarget } from './CategoryFormDialog.tsx';
import type { CategoryActionsProps } from './CategoryRowActions.tsx';
import { CategoryTable } from './CategoryTable.tsx';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  search: { maxWidth: '360px' },
});

/** `/categories`: the company's category tree; COMPANY_ADMIN and COMPANY_MAINTAINER maintain it (spec §6). */
export function CategoriesPage() {
  const { t } = useLingui();
  return <ProfileGate>{(profile) => <Categories profile={profile} title={t`Product categories`} />}</ProfileGate>;
}

function Categories({ profile, title }: { profile: Profile; title: string }) {
  const { t } = useLingui();
  const styles = useStyles();
  const wide = useBreakpointUp('md');
  const companyId = profile.company.id;
  const canEdit = roleAllows(profile.role, profile.isAdmin, 'data.edit');
  const categories = useCategories(companyId);
  const rows = useMemo(() => categoryRows(categories.data ?? []), [categories.data]);
  const [searchText, setSearchText] = useState('');
  const form = useDialogTarget<CategoryDialogTarget>();
  const deletion = useDialogTarget<CategoryRow>();
  const actions: CategoryActionsProps | null = canEdit
    ? { onAddChild: (parent) => form.show({ parentId: parent.id }), onEdit: (category) => form.show({ category }), onDelete: deletion.show }
    : null;

  let body;
  if (categories.isPending) {
    body = <AreaSpinner />;
  } else if (firstLoadFailed(categories)) {
    body = <LoadError what={t`The categories could not be loaded.`} error={categories.error} onRetry={() => void categories.refetch()} />;
  } else {
    const shown = filterCategoryRows(rows, searchText);
    const List = wide ? CategoryTable : CategoryCards;
    body =
      shown.length === 0 ? (
        <Text>{rows.length > 0 ? t`No categories match your search.` : t`There are no categories yet.`}</Text>
      ) : (
        <List rows={shown} actions={actions} />
      );
  }

  return (
    <PageLayout
      title={title}
      intro={t`Group your products by category; every category shows its full path, e.g. Outdoor › Zelte › Kuppelzelte.`}
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => form.show({ parentId: null })}>
            {t`Create category`}
          </Button>
        )
      }
    >
      <div role="search">
        <Field label={t`Search`} className={styles.search}>
          <SearchBox value={searchText} placeholder={t`Category name …`} onChange={(_event, data) => setSearchText(data.value)} />
        </Field>
      </div>
      <div className={styles.list}>
        <div className={styles.status} aria-live="polite">
          {categories.isFetching && !categories.isPending && <Spinner size="extra-tiny" label={t`Loading …`} />}
        </div>
        <RefreshFailed query={categories} />
        {body}
      </div>
      {canEdit && form.target && <CategoryFormDialog key={form.key} companyId={companyId} target={form.target} open={form.open} onClose={form.close} />}
      {canEdit && <DeleteCategoryDialog key={deletion.key} companyId={companyId} category={deletion.target} open={deletion.open} onClose={deletion.close} />}
    </PageLayout>
  );
}
