import { GrammarFormScreen } from '@web/modules/grammar-admin/grammar-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('grammarWord.edit');

/** The unit's id in the path is where the admin came from; the form is the word's. */
export default async function Page({ params }: { params: Promise<{ wordId: string }> }) {
  const { wordId } = await params;
  return <GrammarFormScreen screen="newword" id={wordId} />;
}
