import { IntentLink } from '@web/components/intent-link';
import { FeatureIcon } from '@web/components/plain/feature-icon';
import { ArrowForwardIcon, ScheduleIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { SKILL_AREA_ICONS } from './skill-area-icons';
import { isSkillAreaBuilt, type SkillArea } from './skill-areas';
import parts from './card-parts.module.css';
import classes from './skill-area-card.module.css';

/**
 * One area of the product as a card (a link), drawn by the server (skill-area-card.module.css: MUI's
 * outlined card and its action area); marked "Coming soon" until its screen ships.
 */
export async function SkillAreaCard({ area }: { area: SkillArea }) {
  const { t } = await serverTranslation('home');

  return (
    <IntentLink href={area.path} className={`${parts.outlinedCard} ${classes.card}`}>
      <div className={classes.top}>
        <FeatureIcon Icon={SKILL_AREA_ICONS[area.id]} color={area.color} />
        {isSkillAreaBuilt(area) ? (
          <ArrowForwardIcon className={classes.arrow} />
        ) : (
          <span className={`${text.caption} ${parts.chip} ${classes.soon}`}>
            <ScheduleIcon className={classes.soonIcon} />
            {t('comingSoon')}
          </span>
        )}
      </div>
      <h3 className={text.subtitle1}>{t(`areas.${area.id}.title`)}</h3>
      <span className={`${text.body2} ${text.secondary} ${classes.text}`}>{t(`areas.${area.id}.text`)}</span>
    </IntentLink>
  );
}
