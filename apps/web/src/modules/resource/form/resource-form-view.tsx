'use client';

import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { useResourceOneQuery } from '../resource-api';
import type { FormMode, ResourceDefinition, ResourceRow } from '../types';
import { fieldsOfMode } from './form-values';
import { ResourceForm } from './resource-form';
import { WithOptions } from './with-options';

/** A path's id as the API's positive integer; undefined when it is not one. */
export function parseId(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function FormSkeleton() {
  return (
    <Card sx={{ p: 3 }} aria-busy="true">
      <Stack spacing={3}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The one form screen of every resource: "new" without an id, "edit" with one (the row is loaded
 * first). Its heading, breadcrumbs and fields come from the definition.
 */
export function ResourceFormView<Row extends ResourceRow>({ definition, id }: { definition: ResourceDefinition<Row>; id?: string }) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <FormScreen definition={definition} id={id} />
    </Suspense>
  );
}

function FormScreen<Row extends ResourceRow>({ definition, id }: { definition: ResourceDefinition<Row>; id?: string }) {
  const { t } = useTranslation([definition.ns, 'resource']);
  const searchParams = useSearchParams();
  const mode: FormMode = id === undefined ? 'create' : 'edit';
  const rowId = parseId(id);
  const isBadId = mode === 'edit' && rowId === undefined;
  const { data: row, error, isLoading, refetch } = useResourceOneQuery({ key: definition.key, request: definition.calls.get(rowId ?? 0) }, { skip: mode === 'create' || isBadId });
  const title = t(mode === 'create' ? definition.labels.create : definition.labels.edit);
  const crumbs = [
    ...definition.breadcrumbs.map((crumb) => ({ label: t(crumb.label), href: crumb.href })),
    { label: t(definition.labels.list), href: definition.paths.list },
    { label: title },
  ];
  const fields = fieldsOfMode(definition.form.fields, mode);

  let body;
  if (isBadId) body = <ErrorState error={{ status: 404, data: { title: t('resource:errors.badId') } }} />;
  else if (error) body = <ErrorState error={error} onRetry={refetch} />;
  else if (mode === 'edit' && (isLoading || !row)) body = <FormSkeleton />;
  else
    body = (
      <WithOptions fields={fields}>
        {(options) =>
          options.error ? (
            <ErrorState error={options.error} />
          ) : options.isLoading ? (
            <FormSkeleton />
          ) : (
            <ResourceForm key={rowId ?? 'new'} definition={definition} mode={mode} row={row as Row | undefined} options={options.options} searchParams={searchParams} />
          )
        }
      </WithOptions>
    );

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {body}
    </>
  );
}
