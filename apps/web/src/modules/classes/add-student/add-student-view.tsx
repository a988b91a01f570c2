'use client';

import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddUserToClassBodySchema } from '@lexam/contracts';
import { adminClient } from '@web/lib/api';
import { paths } from '@web/lib/routes';
import { useAppDispatch, useAppSelector } from '@web/lib/store/hooks';
import { removeBlock, resetAssignment, selectClassAssignment } from '@web/lib/store/slices/class-assignment-slice';
import { useToast } from '@web/lib/toast';
import { applyProblemToForm, problemTitle } from '@web/lib/api/problem';
import { ClassPageHeader } from '../class-page-header';
import { useMembershipClassQuery } from '../classes-api';
import { emptyFormBlock, type AssignmentFormInput, type AssignmentFormOutput } from './assignment-form';
import { AssignmentBlockCard } from './assignment-block-card';
import { addBlockWithOptions, loadBlockOptions } from './assignment-thunks';

/**
 * /dashboard/system/class/{id}/addStudent: blocks of users, subjects and a role (SPEC.md 3 and 4),
 * saved together with PUT Class/addUserToClass. The form holds what is chosen; the
 * class-assignment slice holds what each block's pickers offer, block for block.
 */
export function AddStudentView({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  const toast = useToast();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { blocks, isLoading, error } = useAppSelector(selectClassAssignment);
  const classQuery = useMembershipClassQuery(classId);
  const className = classQuery.data?.name ?? null;
  const membersPath = paths.dashboard.system.class.userClass(classId);

  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AssignmentFormInput, unknown, AssignmentFormOutput>({
    resolver: zodResolver(AddUserToClassBodySchema),
    defaultValues: { classId, blocks: [emptyFormBlock()] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'blocks' });

  // Each visit starts from one empty block, whatever an earlier visit left in the store.
  useEffect(() => {
    dispatch(resetAssignment());
    void dispatch(loadBlockOptions(0));
  }, [dispatch, classId]);

  // A member is a learner unless the admin says otherwise: a block's role starts as its first
  // class role (learner) once the roles are loaded.
  useEffect(() => {
    blocks.forEach((block, index) => {
      const learner = block.roles[0];
      if (learner && getValues(`blocks.${index}`) && getValues(`blocks.${index}.roleId`) == null) setValue(`blocks.${index}.roleId`, learner.id);
    });
  }, [blocks, getValues, setValue]);

  const addOneBlock = () => {
    append(emptyFormBlock());
    void dispatch(addBlockWithOptions());
  };

  const removeOneBlock = (index: number) => {
    remove(index);
    dispatch(removeBlock(index));
  };

  const reload = () => blocks.forEach((_block, index) => void dispatch(loadBlockOptions(index)));

  const onSubmit = async (body: AssignmentFormOutput) => {
    const result = await adminClient.put<{ added: number }>('Class/addUserToClass', body);
    if (!result.ok) {
      applyProblemToForm(result.error, setError, ['blocks']);
      toast.error(problemTitle(result.error));
      return;
    }
    toast.success(t('addStudent.saved', { count: result.data.added }));
    router.push(membersPath);
  };

  const listError = errors.blocks?.root?.message ?? errors.blocks?.message;

  return (
    <>
      <ClassPageHeader
        title={classQuery.isError ? t('addStudent.titleFallback') : className === null ? null : t('addStudent.title', { name: className })}
        crumbs={[
          { label: t('breadcrumbs.dashboard'), href: paths.dashboard.root },
          { label: t('breadcrumbs.classes'), href: paths.dashboard.system.class.list },
          { label: className ?? t('members.titleFallback'), href: membersPath },
          { label: t('addStudent.crumb') },
        ]}
      />
      <Typography sx={{ color: 'text.secondary', mt: { xs: -1.5, md: -3 }, mb: 3, maxWidth: 720 }}>{t('addStudent.lead')}</Typography>

      {classQuery.isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {problemTitle(classQuery.error && 'data' in classQuery.error ? classQuery.error.data : null)}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 3 }} action={<Button color="inherit" size="small" onClick={reload}>{t('retry')}</Button>}>
          {t('addStudent.loadFailed', { title: problemTitle(error) })}
        </Alert>
      ) : null}

      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
        <LinearProgress sx={{ mb: 2, visibility: isLoading ? 'visible' : 'hidden' }} aria-hidden={!isLoading} />
        <Stack spacing={3}>
          {fields.map((field, index) => (
            <AssignmentBlockCard
              key={field.id}
              index={index}
              block={blocks[index]}
              control={control}
              errors={errors.blocks}
              isLoading={isLoading}
              canRemove={fields.length > 1}
              onRemove={() => removeOneBlock(index)}
            />
          ))}
          {listError ? <Alert severity="error">{listError}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" color="inherit" startIcon={<AddRoundedIcon />} onClick={addOneBlock} disabled={fields.length >= 50}>
              {t('addStudent.addBlock')}
            </Button>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button component={Link} href={membersPath} color="inherit">
                {t('addStudent.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('addStudent.save')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </form>
    </>
  );
}
