import type { ReportBody } from '@lexam/contracts';
import type { TFunction } from 'i18next';
import { adminClient, type HttpFailure } from '@web/lib/api';
import type { ResourceDefinition, ResourceRequest, ResourceRow } from './types';

/** The file name of a `Content-Disposition` header (`filename*=` first), if it has one. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name.replace(/[/\\]/g, '_') : undefined;
}

/** Saves a Blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The report's column titles in the admin's language: the translated label of each list column by
 * its field (the tab's columns first), then of each form field by its name (e.g. a user's account
 * kind, which the list does not show). The server renames the report columns it finds here and keeps
 * its own English title for the others (API `E/report` body `titles`).
 */
export function reportTitles<Row extends ResourceRow>({ definition, tab, t }: { definition: ResourceDefinition<Row>; tab: string; t: TFunction }): Record<string, string> {
  const { columns } = definition.list;
  const shown = (column: { tabs?: string[] }) => !column.tabs || column.tabs.includes(tab);
  const labels = [
    ...[...columns.filter(shown), ...columns.filter((column) => !shown(column))].map((column) => ({ key: column.field, label: column.label })),
    ...(definition.form?.fields ?? []).map((field) => ({ key: field.name, label: field.label })),
  ];
  const titles: Record<string, string> = {};
  for (const { key, label } of labels) {
    const title = t(label, { ns: definition.ns }).trim();
    if (title && !(key in titles) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) titles[key] = title.slice(0, 200);
  }
  return titles;
}

/**
 * POST E/report answers the file itself (an xlsx workbook): fetch it as a Blob and save it under the
 * server's name. `titles` go in the body unless the resource's report call brings its own body.
 * Resolves to the failure when the server refused, so the screen can show its title.
 */
export async function downloadReport({ request, titles, fallbackName }: { request: ResourceRequest; titles?: Record<string, string>; fallbackName: string }): Promise<HttpFailure | null> {
  const body: ReportBody | undefined = titles && Object.keys(titles).length ? { titles } : undefined;
  const result = await adminClient.request<Blob>(request.method, request.url, { params: request.params, body: request.body ?? body, responseType: 'blob' });
  if (!result.ok) return result;
  saveBlob(result.data, fileNameFromDisposition(result.headers.get('content-disposition')) ?? fallbackName);
  return null;
}
