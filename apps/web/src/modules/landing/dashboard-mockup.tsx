import { serverTranslation } from '@web/lib/i18n/server-translation';
import text from '@web/components/plain/typography.module.css';
import classes from './dashboard-mockup.module.css';

const BARS = [42, 64, 52, 78, 60, 88, 70];
const ROWS = [
  { width: 62, avatar: 'var(--lx-info-light)', status: 'var(--lx-success)' },
  { width: 48, avatar: 'var(--lx-warning-light)', status: 'var(--lx-warning)' },
  { width: 70, avatar: 'var(--lx-success-light)', status: 'var(--lx-success)' },
];
const MENU_ITEMS = [0, 1, 2, 3, 4];
const SELECTED_ITEM = 1;
const HIGHLIGHTED_BAR = 5;

/** A drawing, made of plain elements, of the admin dashboard: a menu, a chart and a list. */
export async function DashboardMockup() {
  const { t } = await serverTranslation('landing');

  return (
    <div role="img" aria-label={t('teachers.mockup.label')} className={classes.mockup}>
      <div className={classes.menu}>
        <div className={classes.logo} />
        {MENU_ITEMS.map((item) => (
          <div key={item} className={classes.item} data-selected={item === SELECTED_ITEM || undefined}>
            <div className={classes.itemIcon} />
            <div className={classes.itemLabel} style={{ width: `${50 + item * 8}%` }} />
          </div>
        ))}
      </div>
      <div className={classes.content}>
        <span className={`${text.caption} ${classes.heading}`}>{t('teachers.mockup.chart')}</span>
        <div className={classes.chart}>
          {BARS.map((height, index) => (
            <div key={index} className={classes.bar} data-highlighted={index === HIGHLIGHTED_BAR || undefined} style={{ height: `${height}%` }} />
          ))}
        </div>
        <p className={`${text.caption} ${classes.heading} ${classes.listHeading}`}>{t('teachers.mockup.class')}</p>
        {ROWS.map((row, index) => (
          <div key={index} className={classes.row}>
            <div className={classes.avatar} style={{ backgroundColor: row.avatar }} />
            <div className={classes.rowLabel} style={{ width: `${row.width}%` }} />
            <div className={classes.status} style={{ backgroundColor: row.status }} />
          </div>
        ))}
      </div>
    </div>
  );
}
