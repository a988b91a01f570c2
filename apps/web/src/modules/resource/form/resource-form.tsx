'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { lastListAddress } from '../list/use-list-state';
import { problemFieldErrors, problemFieldPaths, problemTitle } from '../problem';
import { useResourceSendMutation } from '../resource-api';
import type { FieldOption, FormMode, ResourceDefinition, ResourceRow } from '../types';
import { FieldControl, WIDE_KINDS } from './form-field';
import { changedKeys, checkMessages, fieldsOfMode, initialValues, pickKeys, withRequiredMessage } from './form-values';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

type Values = Record<string, unknown>;

export interface ResourceFormProps<Row extends ResourceRow> {
  definition: ResourceDefinition<Row>;
  mode: FormMode;
  row?: Row;
  options: Record<string, FieldOption[]>;
  searchParams: URLSearchParams | { toString(): string };
}

/**
 * The form itself: validated in the browser by the same zod schema as the server, sending the
 * whole row on creation and only the changed fields on edit, showing the server's title and field
 * errors when it refuses, and asking before unsaved changes are left behind.
 */
export function ResourceForm<Row extends ResourceRow>({ definition, mode, row, options, searchParams }: ResourceFormProps<Row>) {
  const { key, ns, form, calls, paths } = definition;
  const { t } = useTranslation([ns, 'resource']);
  const router = useRouter();
  const toast = useToast();
  const [send] = useResourceSendMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The server's errors inside structured fields (`practice.0.key`), shown by their own widgets.
  const [problemPaths, setProblemPaths] = useState<Record<string, string>>({});
  const [isSaved, setSaved] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const fields = fieldsOfMode(form.fields, mode);
  // The starting values are fixed for the life of this form (it is keyed by the row id).
  const [initial] = useState(() => {
    const source = mode === 'edit' && row ? form.toValues(row, options) : form.createDefaults(new URLSearchParams(searchParams.toString()));
    return initialValues({ fields: form.fields, mode, source });
  });
  const schema = (mode === 'create' ? form.createSchema : form.updateSchema) as ZodType<Values, Values>;
  const zod = zodResolver(schema);
  // A picked field left empty says "required" in the admin's language, not zod's English; the
  // fields' own checks (a JSON box that is not JSON) block saving too.
  const resolver: Resolver<Values, unknown, Values> = async (input, context, options) => {
    const result = await zod(input, context, options);
    const checks = checkMessages({ values: input, fields, t });
    if (Object.keys(result.errors).length === 0 && Object.keys(checks).length === 0) return result;
    return { values: {}, errors: { ...withRequiredMessage({ errors: result.errors, values: input, fields, message: t('resource:form.required') }), ...checks } };
  };
  const { control, handleSubmit, setError, getValues, formState } = useForm<Values, unknown, Values>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const values = useWatch({ control }) as Values;
  const isDirty = changedKeys(values, initial).length > 0;
  const guard = useUnsavedChangesGuard(isDirty && !isSaved);
  const listAddress = () => lastListAddress(key, paths.list);

  const submit = async (parsed: Values) => {
    setProblem(null);
    setProblemPaths({});
    const body = mode === 'create' ? parsed : pickKeys(parsed, changedKeys(getValues(), initial));
    const request = mode === 'create' ? calls.create(body) : calls.update({ id: row!.id, body, row: row! });
    const result = await send({ key, request, invalidates: definition.invalidates });
    if ('error' in result) {
      setProblem(problemTitle(result.error));
      setProblemPaths(problemFieldPaths(result.error));
      for (const [name, message] of Object.entries(problemFieldErrors(result.error))) {
        if (name in initial) setError(name, { type: 'server', message });
      }
      problemRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setSaved(true);
    toast.success(t(mode === 'create' ? 'resource:toast.created' : 'resource:toast.saved'));
    router.push(listAddress());
  };

  const context = (name: string) => ({ mode, row, values, name });
  const errorsUnder = (name: string) => {
    const inside = Object.entries(problemPaths).filter(([path]) => path.startsWith(`${name}.`));
    return inside.length > 0 ? Object.fromEntries(inside.map(([path, message]) => [path.slice(name.length + 1), message])) : undefined;
  };

  return (
    <Card component="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} sx={{ p: { xs: 2, md: 3 } }}>
      <div ref={problemRef}>
        {problem && (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="form-problem">
            {problem}
          </Alert>
        )}
      </div>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {fields
          .filter((field) => !field.isVisible || field.isVisible(context(field.name)))
          .map((field) => (
            <Box key={field.name} sx={{ gridColumn: field.fullWidth || WIDE_KINDS.includes(field.kind) ? '1 / -1' : undefined, minWidth: 0 }}>
              <Controller
                name={field.name}
                control={control}
                render={({ field: control, fieldState }) => (
                  <FieldControl
                    field={field}
                    ns={ns}
                    value={control.value}
                    onChange={control.onChange}
                    onBlur={control.onBlur}
                    inputRef={control.ref}
                    error={fieldState.error?.message}
                    row={row}
                    fieldErrors={errorsUnder(field.name)}
                    disabled={formState.isSubmitting || (field.isDisabled?.(context(field.name)) ?? false)}
                    options={(options[field.name] ?? []).filter((option) => !field.filterOption || field.filterOption(option, row))}
                  />
                )}
              />
            </Box>
          ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5, mt: 4 }}>
        <Button variant="outlined" color="inherit" onClick={() => guard.requestLeave(listAddress())} disabled={formState.isSubmitting}>
          {t('resource:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {mode === 'create' ? t('resource:actions.create') : t('resource:actions.save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={guard.pendingHref !== null}
        title={t('resource:confirm.leaveTitle')}
        content={t('resource:confirm.leaveText')}
        confirmLabel={t('resource:actions.leave')}
        onConfirm={guard.leave}
        onClose={guard.stay}
      />
    </Card>
  );
}
