import type { ContinueItems } from '@lexam/contracts';
import { paths } from '@web/lib/routes/paths';
import { resumePathOf } from '@web/modules/results/activity-links';
import type { Translate } from './translate';

export interface ContinueCard {
  id: 'attempt' | 'flashcards' | 'reading' | 'video' | 'writing';
  href: string;
  title: string;
  name: string;
  detail: string;
}

/** `m:ss` of a number of seconds. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The cards of what the learner can pick up again, in the order they matter: the open test first. */
export function continueCardsOf(items: ContinueItems, t: Translate): ContinueCard[] {
  const cards: ContinueCard[] = [];
  if (items.attempt) {
    const { attempt } = items;
    cards.push({ id: 'attempt', href: resumePathOf(attempt), title: t('continue.attempt.title'), name: attempt.testName, detail: t(`continue.attempt.kind.${attempt.kind}`) });
  }
  if (items.flashcards) {
    const { flashcards } = items;
    cards.push({ id: 'flashcards', href: paths.page.flashcardList(flashcards.wordListId), title: t('continue.flashcards.title', { count: flashcards.dueCount }), name: flashcards.wordListTitle, detail: t('continue.flashcards.detail') });
  }
  if (items.reading) {
    const { reading } = items;
    cards.push({ id: 'reading', href: paths.page.readingPassage(reading.passageId), title: t(reading.isNext ? 'continue.reading.next' : 'continue.reading.title'), name: reading.title, detail: reading.lessonName });
  }
  if (items.video) {
    const { video } = items;
    cards.push({ id: 'video', href: paths.page.video(video.videoId), title: t('continue.video.title'), name: video.title, detail: t('continue.video.detail', { at: clockOf(video.positionSeconds) }) });
  }
  if (items.writingDraft) {
    const { writingDraft } = items;
    cards.push({ id: 'writing', href: `${paths.page.writing}?writingId=${writingDraft.writingId}`, title: t('continue.writing.title'), name: writingDraft.title, detail: t('continue.writing.detail', { count: writingDraft.wordCount }) });
  }
  return cards;
}

