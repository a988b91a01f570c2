import type { Metadata } from 'next';
import { FaqsView } from '@web/modules/misc/views/faqs-view';

export const metadata: Metadata = {
  title: 'FAQs',
  description: 'Answers about Lexam: IELTS and TOEIC practice tests, scoring, flashcards, accounts, languages and classes.',
};

export default function FaqsPage() {
  return <FaqsView />;
}
