import type { Metadata } from 'next';
import { GrammarCoursePage } from '@web/modules/grammar/course-page';

export const metadata: Metadata = { title: 'Grammar course' };

export default function GrammarRoute() {
  return <GrammarCoursePage />;
}
