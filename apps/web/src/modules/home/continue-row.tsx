import type { ContinueItems } from '@lexam/contracts';
import { IntentLink } from '@web/components/intent-link';
import { FeatureIcon, type PaletteColorKey } from '@web/components/plain/feature-icon';
import { ArrowForwardIcon, EditNoteIcon, MenuBookIcon, OndemandVideoIcon, QuizIcon, StyleIcon, type IconComponent } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { continueCardsOf, type ContinueCard } from './continue-cards';
import type { Translate } from './translate';
import parts from './card-parts.module.css';
import cardClasses from './skill-area-card.module.css';
import classes from './continue-row.module.css';

const LOOKS: Record<ContinueCard['id'], { Icon: IconComponent; color: PaletteColorKey }> = {
  attempt: { Icon: QuizIcon, color: 'primary' },
  flashcards: { Icon: StyleIcon, color: 'warning' },
  reading: { Icon: MenuBookIcon, color: 'info' },
  video: { Icon: OndemandVideoIcon, color: 'error' },
  writing: { Icon: EditNoteIcon, color: 'success' },
};

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
                <FeatureIcon Icon={LOOKS[card.id].Icon} color={LOOKS[card.id].color} size={40} />
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
