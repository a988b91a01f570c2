import { serverTranslation } from '@web/lib/i18n/server-translation';
import { InsightsIcon, StyleIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import classes from './hero-mockup-cards.module.css';

const GRADES = [
  { key: 'again', colour: 'var(--lx-error)' },
  { key: 'good', colour: 'var(--lx-success)' },
  { key: 'easy', colour: 'var(--lx-info)' },
] as const;

/** A flashcard being reviewed, floating over the test window's top end corner; not on phones. */
export async function FlashcardCard() {
  const { t } = await serverTranslation('landing');

  return (
    <div className={`${classes.floating} ${classes.flashcard}`}>
      <div className={classes.flashcardHead}>
        <StyleIcon className={classes.flashcardIcon} />
        <span className={`${text.caption} ${classes.flashcardLabel}`}>{t('hero.mockup.flashcard')}</span>
      </div>
      <p className={`${text.subtitle1} ${classes.word}`} dir="ltr">
        resilient
      </p>
      <p className={`${text.caption} ${classes.nextReview}`}>{t('hero.mockup.nextReview')}</p>
      <div className={classes.grades}>
        {GRADES.map(({ key, colour }) => (
          <div key={key} className={classes.grade} style={{ backgroundColor: colour }}>
            {t(`hero.mockup.${key}`)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The estimated band score, floating over the test window's bottom start corner. */
export async function BandCard() {
  const { t } = await serverTranslation('landing');

  return (
    <div className={`${classes.floating} ${classes.band}`}>
      <div className={classes.bandIcon}>
        <InsightsIcon />
      </div>
      <div>
        <p className={`${text.caption} ${classes.bandLabel}`}>{t('hero.mockup.band')}</p>
        <p className={`${text.h5} ${classes.bandScore}`}>7.5</p>
      </div>
    </div>
  );
}
