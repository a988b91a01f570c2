import { READING_SOURCES, type ReadingSource } from '@lexam/contracts';

/** Whether a route's `{source}` is one of the reading course's (cambridge, realTest). */
export function isReadingSource(value: string | undefined): value is ReadingSource {
  return (READING_SOURCES as readonly string[]).includes(value ?? '');
}
