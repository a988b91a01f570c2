import type { ReactNode } from 'react';
import text from '@web/components/plain/typography.module.css';
import classes from './section-title.module.css';

type SectionTitleProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  overline: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
};

/** Overline, heading (h2) and lead paragraph at the top of a landing section: misc's SectionTitle, drawn by the server. */
export function SectionTitle({ id, overline, title, description, align = 'center' }: SectionTitleProps) {
  return (
    <div className={align === 'center' ? classes.centered : classes.start}>
      <p className={`${text.overline} ${classes.overline}`}>{overline}</p>
      <h2 id={id} className={text.h3}>
        {title}
      </h2>
      {description ? <p className={`${text.body1} ${classes.description}`}>{description}</p> : null}
    </div>
  );
}
