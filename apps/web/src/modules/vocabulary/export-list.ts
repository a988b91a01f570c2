import type { WordListFormat } from '@lexam/contracts';
import { learnerClient } from '@web/lib/api/clients';
import { problemTitle } from '@web/lib/api/problem';
import { fileNameFromDisposition, saveBlob } from '@web/modules/resource/download-report';

/** Downloads a list as CSV or TSV (`GET WordList/export`); resolves to an error sentence when refused. */
export async function exportWordList(wordListId: number, format: WordListFormat, fallbackName: string): Promise<string | null> {
  const result = await learnerClient.request<Blob>('GET', 'WordList/export', { params: { wordListId, format }, responseType: 'blob' });
  if (!result.ok) return problemTitle(result.error);
  saveBlob(result.data, fileNameFromDisposition(result.headers.get('content-disposition')) ?? `${fallbackName}.${format}`);
  return null;
}
