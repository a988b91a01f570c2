import type { ContinueItems } from '@lexam/contracts';
import { IntentLink } from '@web/components/intent-link';
import { FeatureIcon, type PaletteColorKey } from '@web/components/plain/feature-icon';
import { ArrowForwardIcon, EditNoteIcon, MenuBookIcon, OndemandVideoIcon, QuizIcon, StyleIcon, type IconComponent } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { paths } from '@web/lib/routes/paths';
import { resumePathOf } from '@web/modules/results/activity-links';
import type { Translate } from './translate';
import parts from './card-parts.module.css';
import cardClasses from './skill-area-card.module.css';
import classes from './continue-row.module.css';

interface ContinueCard {
  id: string;
  href: string;
  Icon: IconComponent;
  color: PaletteColorKey;
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
    cards.push({ id: 'attempt', href: resumePathOf(attempt), Icon: QuizIcon, color: 'primary', title: t('continue.attempt.title'), name: attempt.testName, detail: t(`continue.attempt.kind.${attempt.kind}`) });
  }
  if (items.flashcards) {
    const { flashcards } = items;
    cards.push({ id: 'flashcards', href: paths.page.flashcardList(flashcards.wordListId), Icon: StyleIcon, color: 'warning', title: t('continue.flashcards.title', { count: flashcards.dueCount }), name: flashcards.wordListTitle, detail: t('continue.flashcards.detail') });
  }
  if (items.reading) {
    const { reading } = items;
    cards.push({ id: 'reading', href: paths.page.readingPassage(reading.passageId), Icon: MenuBookIcon, color: 'info', title: t(reading.isNext ? 'continue.reading.next' : 'continue.reading.title'), name: reading.title, detail: reading.lessonName });
  }
  if (items.video) {
    const { video } = items;
    cards.push({ id: 'video', href: paths.page.video(video.videoId), Icon: OndemandVideoIcon, color: 'error', title: t('continue.video.title'), name: video.title, detail: t('continue.video.detail', { at: clockOf(video.positionSeconds) }) });
  }
  if (items.writingDraft) {
    const { writingDraft } = items;
    cards.push({ id: 'writing', href: `${paths.page.writing}?writingId=${writingDraft.writingId}`, Icon: EditNoteIcon, color: 'success', title: t('continue.writing.title'), name: writingDraft.title, detail: t('continue.writing.detail', { count: writingDraft.wordCount }) });
  }
  return cards;
}

/**
 * "Continue where you left off" on the learner home: plain elements drawn by the server when it has
 * the learner's summary, else by the browser (continue-client.tsx). Nothing at all when there is nothing to continue.
 */
export function ContinueRow({ items, t }: { items: ContinueItems; t: Translate }) {
  const cards = continueCardsOf(items, t);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="home-continue" data-testid="home-continue">
      <h2 id="home-continue" className={`${text.h5} ${classes.heading}`}>
        {t('continue.title')}
      </h2>
      <ul className={`${parts.cardGrid} ${classes.grid}`}>
        {cards.map((card) => (
          <li key={card.id}>
            <IntentLink href={card.href} className={`${parts.outlinedCard} ${cardClasses.card}`} data-testid={`continue-${card.id}`}>
              <div className={cardClasses.top}>
                <FeatureIcon Icon={card.Icon} color={card.color} size={40} />
                <ArrowForwardIcon className={cardClasses.arrow} />
              </div>
              <span className={`${text.overline} ${text.secondary}`}>{card.title}</span>
              <span className={`${text.subtitle1} ${classes.name}`}>{card.name}</span>
              <span className={`${text.body2} ${text.secondary}`}>{card.detail}</span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
