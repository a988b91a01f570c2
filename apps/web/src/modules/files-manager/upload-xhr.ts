import type { StoredFile } from '@lexam/contracts';
import { ADMIN_API_BASE } from '@web/lib/api/bases';
import { ADMIN_TOKEN_KEY } from '@web/lib/api/storage-keys';
import { readLocalStorage } from '@web/lib/api/http-client';
import { problemTitle } from '@web/lib/api/problem';

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; status: number; title: string };

/**
 * Uploads one file into a folder with XMLHttpRequest, whose upload events tell the progress (fetch
 * cannot): `onProgress` gets 0–1. Each file is its own request, so one failing stops no other.
 */
export function uploadFileWithProgress(folderId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_API_BASE}/Files/upload?folderId=${folderId}`);
    const token = readLocalStorage(ADMIN_TOKEN_KEY);
    request.setRequestHeader('Authorization', token ? `Bearer ${token}` : 'no-author');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve({ ok: true, file: request.response as StoredFile });
      } else resolve({ ok: false, status: request.status, title: problemTitle(request.response) });
    };
    request.onerror = () => resolve({ ok: false, status: 0, title: '' });
    request.onabort = () => resolve({ ok: false, status: 0, title: '' });
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
