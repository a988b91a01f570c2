import { serverTranslation } from '@web/lib/i18n/server-translation';
import { BandCard, FlashcardCard } from './hero-mockup-cards';
import { TimerIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import classes from './hero-mockup.module.css';

const PASSAGE_LINES = [96, 88, 92, 70, 94, 84, 90, 60];
const QUESTION_COUNT = 13;
const ANSWERED = new Set([1, 2, 3, 5]);
const CURRENT = 6;
const OPTIONS = ['true', 'false', 'notGiven'] as const;

/** A line of placeholder text. */
function Line({ width, isHighlighted = false }: { width: number; isHighlighted?: boolean }) {
  return <div className={isHighlighted ? `${classes.line} ${classes.highlighted}` : classes.line} style={{ width: `${width}%` }} />;
}

/** Whether the mockup shows an option as the chosen answer of a question. */
function isPicked(number: number, option: (typeof OPTIONS)[number]): boolean {
  return (number === 5 && option === 'true') || (number === 6 && option === 'notGiven');
}

/**
 * A drawing, made of plain elements, of Lexam's computer-delivered-style test screen with a flashcard
 * and a band score floating around it. It is one image for assistive technology.
 */
export async function HeroMockup() {
  const { t } = await serverTranslation('landing');

  return (
    <div role="img" aria-label={t('hero.mockup.label')} className={classes.mockup}>
      <div className={classes.window}>
        <div className={classes.titleBar}>
          <div className={classes.dots}>
            {['var(--lx-error)', 'var(--lx-warning)', 'var(--lx-success)'].map((colour) => (
              <span key={colour} className={classes.dot} style={{ backgroundColor: colour }} />
            ))}
          </div>
          <span className={`${text.caption} ${classes.testName}`}>{t('hero.mockup.testName')}</span>
          <div className={classes.timer}>
            <TimerIcon className={classes.timerIcon} />
            <span className={`${text.caption} ${classes.time}`} dir="ltr">
              54:12
            </span>
          </div>
        </div>

        <div className={classes.panes}>
          <div className={classes.passage}>
            <span className={`${text.caption} ${classes.paneTitle} ${classes.passageTitle}`}>{t('hero.mockup.passage')}</span>
            {PASSAGE_LINES.map((width, index) => (
              <Line key={index} width={width} isHighlighted={index === 3} />
            ))}
          </div>
          <div className={classes.questions}>
            <span className={`${text.caption} ${classes.paneTitle}`}>{t('hero.mockup.questions')}</span>
            {[5, 6, 7].map((number) => (
              <div key={number} className={classes.question}>
                <div className={classes.questionRow}>
                  <div className={classes.number} data-current={number === CURRENT || undefined}>
                    {number}
                  </div>
                  <Line width={number === 6 ? 90 : 75} />
                </div>
                <div className={classes.options}>
                  {OPTIONS.map((option) => (
                    <div key={option} dir="ltr" className={classes.option} data-picked={isPicked(number, option) || undefined}>
                      {t(`hero.mockup.${option}`)}
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>

        <div className={classes.navigator}>
          {Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1).map((number) => (
            <div key={number} className={classes.cell} data-answered={ANSWERED.has(number) || undefined} data-current={number === CURRENT || undefined}>
              {number}
            </div>
          ))}
        </div>
      </div>

      <FlashcardCard />
      <BandCard />
    </div>
  );
}
