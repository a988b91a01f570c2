'use client';

import type { ReactNode } from 'react';
import { useResourceListQuery } from '../resource-api';
import type { FieldOption, OptionsSource, ResourceField, ResourceRow } from '../types';

export interface OptionsState {
  options: Record<string, FieldOption[]>;
  isLoading: boolean;
  error: unknown;
}

type Render = (state: OptionsState) => ReactNode;

function isSource(options: ResourceField<ResourceRow>['options']): options is OptionsSource {
  return Boolean(options && !Array.isArray(options));
}

/** Each select's options: the static ones at once, the loaded ones one list call each. */
export function WithOptions<Row extends ResourceRow>({ fields, children }: { fields: ResourceField<Row>[]; children: Render }) {
  const fixed = Object.fromEntries(fields.filter((field) => Array.isArray(field.options)).map((field) => [field.name, field.options as FieldOption[]]));
  const sources = fields.flatMap((field) => (isSource(field.options) ? [[field.name, field.options] as const] : []));
  return <LoadSources sources={sources} state={{ options: fixed, isLoading: false, error: null }} render={children} />;
}

/** Loads the first source, then hands on to the rest: one hook per component, however many selects. */
function LoadSources({ sources, state, render }: { sources: readonly (readonly [string, OptionsSource])[]; state: OptionsState; render: Render }) {
  if (sources.length === 0) return <>{render(state)}</>;
  return <LoadSource sources={sources} state={state} render={render} />;
}

function LoadSource({ sources, state, render }: { sources: readonly (readonly [string, OptionsSource])[]; state: OptionsState; render: Render }) {
  const [[name, source], ...rest] = sources as [readonly [string, OptionsSource], ...(readonly [string, OptionsSource])[]];
  const { data, isLoading, error } = useResourceListQuery({ key: source.resourceKey, request: source.request });
  const toOption = source.toOption as (row: unknown) => FieldOption;
  const next: OptionsState = {
    options: { ...state.options, [name]: (data?.rows ?? []).map(toOption) },
    isLoading: state.isLoading || isLoading,
    error: state.error ?? error ?? null,
  };
  return <LoadSources sources={rest} state={next} render={render} />;
}
