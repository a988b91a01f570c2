'use client';

import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from 'next/link';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassMember } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { problemTitle } from '@web/lib/api/problem';
import { fromPaginationModel, toPaginationModel, useListState } from '@web/modules/resource';
import { ClassPageHeader } from '../class-page-header';
import { ClassMembersGrid } from './class-members-grid';
import { RemoveMemberDialog } from './remove-member-dialog';
import { MEMBERS_PAGE_SIZE, useMembershipClassQuery, useMembershipMembersQuery } from '../classes-api';

/**
 * /dashboard/system/class/{id}/userClass: the students of a class, and removing one. Its page and
 * page size live in the address, as on every admin list.
 */
export function ClassMembersView({ classId }: { classId: number }) {
  // The list state lives in the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <MembersScreen classId={classId} />
    </Suspense>
  );
}

function MembersScreen({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  const { state, update } = useListState({ resourceKey: 'class-members', defaults: { pageSize: MEMBERS_PAGE_SIZE } });
  const [pendingRemoval, setPendingRemoval] = useState<ClassMember | null>(null);
  const classQuery = useMembershipClassQuery(classId);
  // Always ask again on arrival: the addStudent screen comes back here right after saving.
  const members = useMembershipMembersQuery({ classId, pageIndex: state.page, pageSize: state.pageSize }, { refetchOnMountOrArgChange: true });
  const className = classQuery.data?.name ?? null;
  const error = classQuery.error ?? members.error;
  const onRemove = useCallback((member: ClassMember) => setPendingRemoval(member), []);

  return (
    <>
      <ClassPageHeader
        title={classQuery.isError ? t('members.titleFallback') : className === null ? null : t('members.title', { name: className })}
        crumbs={[
          { label: t('breadcrumbs.dashboard'), href: paths.dashboard.root },
          { label: t('breadcrumbs.classes'), href: paths.dashboard.system.class.list },
          { label: className ?? t('members.titleFallback') },
        ]}
        action={
          <Button component={Link} href={paths.dashboard.system.class.addStudent(classId)} variant="contained" startIcon={<PersonAddAlt1RoundedIcon />}>
            {t('members.addStudents')}
          </Button>
        }
      />
      {error ? (
        <Alert severity="error" sx={{ mb: 3 }} action={<Button color="inherit" size="small" onClick={() => (classQuery.isError ? classQuery.refetch() : members.refetch())}>{t('retry')}</Button>}>
          {problemTitle(error && 'data' in error ? error.data : error)}
        </Alert>
      ) : null}
      <Card sx={{ p: 0 }}>
        <ClassMembersGrid
          rows={members.data?.rows ?? []}
          rowCount={members.data ? (members.data.pagination?.totalCount ?? members.data.rows.length) : undefined}
          isLoading={members.isFetching}
          paginationModel={toPaginationModel(state)}
          onPaginationModelChange={(model) => update(fromPaginationModel(state, model))}
          onRemove={onRemove}
        />
      </Card>
      <RemoveMemberDialog
        classId={classId}
        className={className ?? ''}
        member={pendingRemoval}
        onClose={() => setPendingRemoval(null)}
        onRemoved={() => {
          setPendingRemoval(null);
          void members.refetch();
        }}
      />
    </>
  );
}
