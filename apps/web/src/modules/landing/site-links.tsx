import Link from 'next/link';
import { SessionSwitch } from '@web/components/session-switch';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { LANDING_LINKS } from './links';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './site-links.module.css';

/** Who a link is for: everyone, a signed-in learner only, or a visitor who is not signed in. */
type Audience = 'all' | 'signedIn' | 'signedOut';

const COLUMNS: readonly { key: string; links: readonly { key: string; href: string; audience?: Audience }[] }[] = [
  {
    key: 'learn',
    links: [
      { key: 'learnerHome', href: LANDING_LINKS.learnerHome },
      { key: 'register', href: LANDING_LINKS.register, audience: 'signedOut' },
      { key: 'account', href: LANDING_LINKS.account, audience: 'signedIn' },
    ],
  },
  {
    key: 'about',
    links: [
      { key: 'aboutUs', href: LANDING_LINKS.aboutUs },
      { key: 'faqs', href: LANDING_LINKS.faqs },
    ],
  },
  {
    key: 'signIn',
    links: [
      { key: 'login', href: LANDING_LINKS.login, audience: 'signedOut' },
      { key: 'loginAdmin', href: LANDING_LINKS.loginAdmin },
    ],
  },
];

/**
 * The bottom of the landing page, just above the learner layout's footer: every way in, grouped,
 * and the trademark notice.
 */
export async function SiteLinks({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-site-links" className={layout.band}>
      <div className={`${layout.container} ${classes.container}`}>
        <div className={classes.grid}>
          <div className={classes.heading}>
            <h2 id="landing-site-links" className={text.h6}>
              {t('footer.title')}
            </h2>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.key} aria-labelledby={`landing-links-${column.key}`}>
              <h3 id={`landing-links-${column.key}`} className={text.overline}>
                {t(`footer.columns.${column.key}`)}
              </h3>
              <ul className={classes.links}>
                {column.links.map((link) => {
                  const item = (
                    <li key={link.key}>
                      <Link href={link.href} className={`${text.body2} ${classes.link}`}>
                        {t(`footer.links.${link.key}`)}
                      </Link>
                    </li>
                  );
                  const audience = link.audience ?? 'all';
                  return audience === 'all' ? item : (
                    <SessionSwitch key={link.key} serverSignedIn={isSignedIn} signedIn={audience === 'signedIn' ? item : null} signedOut={audience === 'signedOut' ? item : null} />
                  );
                })}
              </ul>
            </nav>
          ))}
        </div>
        <p className={`${text.caption} ${text.secondary} ${classes.trademarks}`}>{t('footer.trademarks')}</p>
      </div>
    </section>
  );
}
