import type { ContentType, FieldDefinition, Fields } from '@lexam/contracts';
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { defineResource } from './define-resource';
import type { ColumnKind, CustomFieldProps, FieldKind, FieldOption, ReferenceConfig, ResourceColumn, ResourceDefinition, ResourceField, ResourceInput, ResourceListConfig, ResourceRow } from './types';

/** What a screen may change of a declared field in its form. */
export interface ContentFieldOverride extends Partial<Pick<ResourceField<ResourceRow>, 'kind' | 'modes' | 'options' | 'optionLabel' | 'filterOption' | 'emptyLabel' | 'autoComplete' | 'isVisible' | 'isDisabled'>> {
  /** Not shown, but kept in the values (a value the screen fixes, e.g. the skill). */
  isHidden?: boolean;
  /** Left out of the form altogether. */
  isOmitted?: boolean;
  /** An i18n key in the resource's namespace instead of `<key>.fields.<field>`. */
  label?: string;
  helper?: string;
  fullWidth?: boolean;
  /** The widget of a `json` field (required for it to be in the form), or of any field. */
  component?: ComponentType<CustomFieldProps>;
  check?: ResourceField<ResourceRow>['check'];
  /** reference: how the referenced rows read and which of them are offered. */
  reference?: Omit<ReferenceConfig, 'entity'>;
}

/** A list column: a field key or a system column (`createdAt`, `sortOrder`), or one with overrides. */
export type ContentColumn<Row extends ResourceRow> = string | ({ field: string } & Partial<Omit<ResourceColumn<Row>, 'field'>>);

export interface ContentResourceInput<Row extends ResourceRow> extends Pick<ResourceInput<Row>, 'key' | 'ns' | 'labels' | 'breadcrumbs' | 'paths' | 'rowLabel' | 'invalidates' | 'calls'> {
  /** The prefix of the label keys (`<labelKey>.fields.<field>`); the key when absent. */
  labelKey?: string;
  columns?: ContentColumn<Row>[];
  fields?: Record<string, ContentFieldOverride>;
  /** Fields the form shows first, in this order; the others follow in declaration order. */
  formOrder?: string[];
  /** Filters every list call sends and every new row starts with (a route's `{source}`). */
  fixedFilters?: Record<string, string>;
  /** A picker of the type's parent above the list (kept in the address). */
  parentFilter?: Omit<ReferenceConfig, 'entity'> & { isRequired?: boolean };
  /** `defaultSort` (one of `type.sortable`) and `ordered: false` (a screen ordering its own way) override the declaration's. */
  list?: Pick<ResourceListConfig<Row>, 'rowActions' | 'headerActions' | 'searchLabel' | 'canDelete' | 'tabs' | 'defaultSort' | 'ordered'>;
  /** Values a new form starts with beyond the declaration's defaults (a user's kind from the tab). */
  createDefaults?: (params: URLSearchParams) => Record<string, unknown>;
  /** Edit values beyond the row's own (write-only fields read back from the row, e.g. role ids from role names). */
  toValues?: (row: Row, options: Record<string, FieldOption[]>) => Record<string, unknown>;
}

const FORM_KINDS: Record<Exclude<FieldDefinition['kind'], 'json'>, FieldKind> = {
  text: 'text',
  longText: 'multiline',
  richText: 'richText',
  number: 'number',
  boolean: 'switch',
  choice: 'select',
  date: 'date',
  media: 'media',
  reference: 'reference',
};

const COLUMN_KINDS: Partial<Record<FieldDefinition['kind'], ColumnKind>> = { boolean: 'boolean', number: 'number', date: 'date' };
const SYSTEM_COLUMN_KINDS: Record<string, ColumnKind> = { id: 'number', sortOrder: 'number', createdAt: 'date', updatedAt: 'date' };

/** A choice's value as the screen reads it: `<labelKey>.values.<field>.<value>`, the value itself when untranslated. */
const choiceLabel = (t: TFunction, labelKey: string, field: string, value: unknown) => t(`${labelKey}.values.${field}.${String(value)}`, { defaultValue: String(value) });

/** The form fields of a type: every writable field in declaration order, by its kind, with the screen's overrides. */
export function contentFormFields<Row extends ResourceRow>(type: ContentType<Fields>, labelKey: string, overrides: Record<string, ContentFieldOverride> = {}, order: string[] = []): ResourceField<Row>[] {
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const entries = Object.entries(type.fields).sort(([a], [b]) => rank(a) - rank(b));
  return entries.flatMap(([name, definition]): ResourceField<Row>[] => {
    const { isHidden, isOmitted, label, reference, ...rest } = overrides[name] ?? {};
    if (definition.readOnly || definition.computed || isOmitted) return [];
    if (definition.kind === 'json' && !rest.component && !rest.kind) return [];
    const field: ResourceField<Row> = {
      name,
      label: label ?? `${labelKey}.fields.${name}`,
      kind: rest.component ? 'custom' : FORM_KINDS[definition.kind as Exclude<FieldDefinition['kind'], 'json'>],
      nullable: definition.optional,
      ...(definition.createOnly ? { modes: ['create'] } : {}),
      ...(rest as Partial<ResourceField<Row>>),
    };
    if (definition.kind === 'choice') {
      field.options ??= (definition.values ?? []).map((value) => ({ value, label: value }));
      field.optionLabel ??= (option, t) => choiceLabel(t, labelKey, name, option.value);
    }
    if (definition.kind === 'media') field.media = definition.media;
    if (definition.kind === 'reference') field.reference = { entity: definition.entity!, ...reference };
    if (isHidden) field.isVisible = () => false;
    return [field];
  });
}

/** The list columns the screen names, each sortable exactly when the server sorts by it (`type.sortable`). */
export function contentColumns<Row extends ResourceRow>(type: ContentType<Fields>, labelKey: string, columns: ContentColumn<Row>[]): ResourceColumn<Row>[] {
  return columns.map((input) => {
    const { field, ...override } = typeof input === 'string' ? { field: input } : input;
    const definition = type.fields[field];
    const column: ResourceColumn<Row> = {
      field,
      label: `${labelKey}.fields.${field}`,
      kind: definition ? COLUMN_KINDS[definition.kind] : SYSTEM_COLUMN_KINDS[field],
      ...override,
      sortable: override.sortable !== false && type.sortable.includes(override.sortKey ?? field),
    };
    if (definition?.kind === 'media' && !column.value && !column.render) column.value = (row) => ((row as unknown as Record<string, { originalName?: string } | null>)[field]?.originalName ?? null);
    if (definition?.kind === 'choice' && !column.render) column.render = ({ row, t }) => choiceLabel(t, labelKey, field, (row as unknown as Record<string, unknown>)[field]);
    return column;
  });
}

/** The values of a new form: each field's default, the screen's fixed filters, a parent named in the address. */
export function contentCreateDefaults(type: ContentType<Fields>, fixedFilters: Record<string, string> = {}) {
  return (params: URLSearchParams): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(type.fields)
        .filter(([, definition]) => !definition.readOnly && !definition.computed)
        .map(([name, definition]) => {
          const given = fixedFilters[name] ?? (type.filterable.includes(name) ? params.get(name) : null);
          if (given !== null && given !== undefined && given !== '') {
            const isNumeric = definition.kind === 'reference' || definition.kind === 'number' || definition.kind === 'media';
            if (isNumeric) return [name, /^\d+$/.test(given) ? Number(given) : null];
            if (definition.kind === 'boolean') return [name, given === 'true'];
            return [name, given];
          }
          return [name, definition.default !== undefined ? structuredClone(definition.default) : definition.kind === 'text' && !definition.optional ? '' : null];
        }),
    );
}

/** An edit form's values from a row: a media field holds its file's id, the rest as they are. */
export function contentToValues(type: ContentType<Fields>) {
  return (row: ResourceRow): Record<string, unknown> => {
    const record = row as unknown as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(type.fields)
        .filter(([, definition]) => !definition.readOnly && !definition.computed && !definition.createOnly && !definition.writeOnly)
        .map(([name, definition]) => {
          const value = record[name];
          if (definition.kind === 'media') return [name, value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : null];
          return [name, value === undefined ? null : value];
        }),
    );
  };
}

/**
 * A dashboard resource made from a content type's one declaration (issue 24): its entity,
 * permission, schemas, form fields, sortable columns, filters and order all come from the type; the
 * screen brings its labels, special widgets (a json field's editor) and actions.
 */
export function defineContentResource<Row extends ResourceRow>(type: ContentType<Fields>, input: ContentResourceInput<Row>): ResourceDefinition<Row> {
  const labelKey = input.labelKey ?? input.key;
  const defaultColumns = Object.keys(type.fields).filter((name) => ['text', 'choice', 'boolean', 'number'].includes(type.fields[name]!.kind) && !input.fields?.[name]?.isHidden);
  const parent = type.parent;
  return defineResource<Row>({
    key: input.key,
    entity: type.entity,
    permission: type.permission,
    ns: input.ns,
    labels: input.labels,
    breadcrumbs: input.breadcrumbs,
    paths: input.paths,
    rowLabel: input.rowLabel,
    invalidates: [type.entity, ...(input.invalidates ?? [])],
    calls: input.calls,
    list: {
      ...input.list,
      columns: contentColumns(type, labelKey, input.columns ?? defaultColumns),
      defaultSort: input.list?.defaultSort ?? type.defaultSort,
      searchable: type.searchable.length > 0,
      ordered: input.list?.ordered ?? (Boolean(type.ordered) && !type.without?.includes('reorder')),
      fixedFilters: input.fixedFilters,
      statistics: type.statistics?.kind,
      parentFilter:
        parent && input.parentFilter
          ? { field: parent, label: `${labelKey}.fields.${parent}`, isRequired: input.parentFilter.isRequired, reference: { entity: type.fields[parent]!.entity!, labelField: input.parentFilter.labelField, params: input.parentFilter.params } }
          : undefined,
    },
    form: {
      createSchema: type.create,
      updateSchema: type.update,
      fields: contentFormFields<Row>(type, labelKey, input.fields, input.formOrder),
      createDefaults: (params) => ({ ...contentCreateDefaults(type, input.fixedFilters)(params), ...input.createDefaults?.(params) }),
      toValues: (row, options) => ({ ...contentToValues(type)(row), ...input.toValues?.(row, options) }),
    },
  });
}
