import type { Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';

/** Fields that give an answer away before a submit: none may reach the browser while a test is open. */
export const SECRET_FIELDS = ['answerKey', 'key', 'explanation', 'evidence', 'transcriptHtml'];

/** Every learner API answer of the page from now on. */
export function recordLearnerResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/learner/')) responses.push(response);
  });
  return responses;
}

export function findSecrets(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findSecrets(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, inner]) => [...(SECRET_FIELDS.includes(field) ? [`${path}.${field}`] : []), ...findSecrets(inner, `${path}.${field}`)]);
}

export async function expectNoSecrets(responses: Response[]) {
  expect(responses.length).toBeGreaterThan(0);
  for (const response of responses) {
    const text = await response.text().catch(() => '');
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    expect(findSecrets(JSON.parse(text)), response.url()).toEqual([]);
  }
}
