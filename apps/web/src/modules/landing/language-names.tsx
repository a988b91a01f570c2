import { LANGUAGES } from '@web/lib/i18n/config';
import text from '@web/components/plain/typography.module.css';
import classes from './language-names.module.css';

/**
 * The five interface languages, each named in its own script. It sits below the first screen
 * (the facts section) on purpose: Chinese and Arabic glyphs send the browser to its system fonts, and
 * finding them cost the landing's first layout 40-90 ms in a cold browser (2-20 ms without them).
 */
export function LanguageNames({ label }: { label: string }) {
  return (
    <div role="list" aria-label={label} className={classes.list}>
      {LANGUAGES.map((language) => (
        <span key={language.value} role="listitem" lang={language.htmlLang} dir={language.dir} className={`${text.caption} ${classes.name}`}>
          {language.label}
        </span>
      ))}
    </div>
  );
}
