import type { ReportBody, ReportJob } from '@lexam/contracts';
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

/** From this many rows on, the report is prepared in the background and the admin notified (`mode=queue`). */
export const REPORT_QUEUE_THRESHOLD = 5_000;

/** Whether a list of `total` rows is reported in the background rather than downloaded at once. */
export const shouldQueueReport = (total: number | undefined) => (total ?? 0) > REPORT_QUEUE_THRESHOLD;

/**
 * POST E/report?mode=queue: the server answers 202 with a job that prepares the same file in the
 * background; the admin is notified in the app when it is ready. Resolves to the job, or the failure.
 */
export async function queueReport({ request, titles }: { request: ResourceRequest; titles?: Record<string, string> }): Promise<{ job: ReportJob } | { failure: HttpFailure }> {
  const body: ReportBody | undefined = titles && Object.keys(titles).length ? { titles } : undefined;
  const result = await adminClient.request<ReportJob>(request.method, request.url, { params: { ...request.params, mode: 'queue' }, body: request.body ?? body });
  return result.ok ? { job: result.data } : { failure: result };
}

/** Saves a report prepared in the background, from its download address (`/api/admin/Reports/{id}/download`). */
export async function downloadPreparedReport(link: string): Promise<HttpFailure | null> {
  const path = link.replace(/^.*\/api\/admin\//, '');
  const result = await adminClient.request<Blob>('GET', path, { responseType: 'blob' });
  if (!result.ok) return result;
  saveBlob(result.data, fileNameFromDisposition(result.headers.get('content-disposition')) ?? 'report.xlsx');
  return null;
}
