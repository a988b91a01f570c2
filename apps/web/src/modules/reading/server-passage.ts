import { PassageToReadSchema, PassageWordSchema, type PassageToRead, type PassageWord } from '@lexam/contracts';
import { z } from 'zod';
import { learnerGetOnServer } from '@web/lib/api/in-process-api';
import { serverLearnerToken } from '@web/lib/auth/server-session';
import { requestLanguage } from '@web/lib/i18n/request-language';

export interface ServerPassage {
  passage: PassageToRead;
  words: PassageWord[];
  /** The language the words' meanings were read in. */
  lang: string;
}

/**
 * The passage and its vocabulary read on the server for the reader's first HTML: only for a signed-in
 * learner (the token's cookie mirror), from the API itself with that token (same checks and answers as
 * the browser's calls). Null in every other case, and the reader loads them in the browser as before.
 */
export async function serverPassage(passageId: number): Promise<ServerPassage | null> {
  const token = await serverLearnerToken();
  if (!token) return null;
  const lang = await requestLanguage();
  const [passage, words] = await Promise.all([
    learnerGetOnServer<unknown>(`/api/learner/Course/getTestParam?passageId=${passageId}`, token),
    learnerGetOnServer<unknown>(`/api/learner/Words/getVocaForPassage?passageId=${passageId}&lang=${lang}`, token),
  ]);
  const parsedPassage = PassageToReadSchema.safeParse(passage);
  const parsedWords = z.array(PassageWordSchema).safeParse(words);
  if (!parsedPassage.success || !parsedWords.success || parsedPassage.data.id !== passageId) return null;
  return { passage: parsedPassage.data, words: parsedWords.data, lang };
}
