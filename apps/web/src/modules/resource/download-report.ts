import { adminClient, type HttpFailure } from '@web/lib/api';
import type { ResourceRequest } from './types';

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
 * POST E/report answers the file itself: fetch it as a Blob and save it under the server's name.
 * Resolves to the failure when the server refused, so the screen can show its title.
 */
export async function downloadReport({ request, fallbackName }: { request: ResourceRequest; fallbackName: string }): Promise<HttpFailure | null> {
  const result = await adminClient.request<Blob>(request.method, request.url, { params: request.params, body: request.body, responseType: 'blob' });
  if (!result.ok) return result;
  saveBlob(result.data, fileNameFromDisposition(result.headers.get('content-disposition')) ?? fallbackName);
  return null;
}
