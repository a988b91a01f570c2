import type { APIRequestContext } from '@playwright/test';

const choice = (number: number, prompt: string, evidence: string) => ({
  number,
  type: 'multiple-choice-one',
  content: { prompt, options: ['alpha', 'bravo', 'charlie', 'delta'].map((text, index) => ({ id: 'ABCD'[index], text: `${text} ${number}` })) },
  key: { correct: 'A' },
  explanation: `Option A is right for question ${number}.`,
  evidence,
});

/**
 * An invented TOEIC reading test (every answer A), complete as the format asks: Part 5 101–130, Part 6
 * four texts of four gaps (131–146), Part 7 147–200 in sets of three (the last of three). Used only
 * when the demo TOEIC reading test is not seeded.
 */
export function inventedToeicReading(name: string) {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const part6 = [0, 1, 2, 3].map((text) => {
    const numbers = range(131 + text * 4, 134 + text * 4);
    return {
      instructions: `Questions ${numbers[0]}–${numbers[3]} refer to the following notice.`,
      stimulusHtml: `<p>${numbers.map((number) => `Sentence with a gap [[${number}]] here.`).join(' ')}</p>`,
      questions: numbers.map((number) => choice(number, '', 'Sentence with a gap')),
    };
  });
  const part7 = [];
  for (let first = 147; first <= 200; first += 3) {
    const numbers = range(first, Math.min(first + 2, 200));
    part7.push({ instructions: `Questions ${numbers[0]}–${numbers.at(-1)} refer to the following message.`, stimulusHtml: `<p>An invented message for questions ${numbers[0]} to ${numbers.at(-1)}.</p>`, questions: numbers.map((number) => choice(number, `What is true of message ${number}?`, 'An invented message')) });
  }
  return {
    format: 'lexam-toeic-test',
    version: 1,
    lesson: { name: 'E2E TOEIC lesson' },
    test: {
      name,
      skill: 'reading',
      edition: 'ets2023',
      durationSeconds: 4500,
      sections: [
        { title: 'Part 5: Incomplete sentences', part: 5, directionsHtml: '<p>Choose the best answer.</p>', groups: [{ instructions: 'Questions 101–130.', questions: range(101, 130).map((number) => choice(number, `Sentence ${number} has a ______ in it.`, `Sentence ${number} has a`)) }] },
        { title: 'Part 6: Text completion', part: 6, groups: part6 },
        { title: 'Part 7: Reading comprehension', part: 7, groups: part7 },
      ],
    },
  };
}

/** An invented grammar test of four multiple-choice questions (every answer A). */
export function inventedGrammar(name: string) {
  return {
    format: 'lexam-grammar-test',
    version: 1,
    lesson: { name: 'E2E grammar lesson' },
    test: { name, skill: 'grammar', durationSeconds: 900, sections: [{ title: 'Grammar', groups: [{ instructions: 'Choose the best answer.', questions: [1, 2, 3, 4].map((number) => choice(number, `Grammar sentence ${number} with a ______.`, `Grammar sentence ${number}`)) }] }] },
  };
}

/** Imports and publishes a test document through the admin API (`{E}/import?publish=true`). */
export async function importTest(request: APIRequestContext, adminToken: string, entity: 'OnlineToeicTest' | 'GrammarOnlineTest', document: unknown): Promise<void> {
  const response = await request.post(`/api/admin/${entity}/import?publish=true`, { headers: { Authorization: `Bearer ${adminToken}` }, data: document });
  if (!response.ok()) throw new Error(`${entity}/import answered ${response.status()}: ${await response.text()}`);
}
