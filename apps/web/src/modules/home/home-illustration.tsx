import classes from './home-illustration.module.css';

/**
 * An open book with a pencil and a small stack of flashcards, for the greeting banner: decorative,
 * drawn by the server, coloured by the theme's variables (home-illustration.module.css).
 */
export function HomeIllustration() {
  return (
    <svg className={classes.drawing} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="160" cy="112" r="96" className={classes.primarySoft} />
      <ellipse cx="160" cy="194" rx="120" ry="8" className={classes.shadow} />
      <path d="M44 176q58-24 116 0V78q-58-24-116 0z" className={classes.paper} />
      <path d="M276 176q-58-24-116 0V78q58-24 116 0z" className={classes.paper} />
      <path d="M44 176q58-24 116 0V78q-58-24-116 0zM276 176q-58-24-116 0V78q58-24 116 0z" fill="none" strokeWidth="2.5" strokeLinejoin="round" className={classes.line} />
      <path d="M160 78v98" strokeWidth="3" className={classes.line} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <path d={`M62 ${104 + row * 16}q40-14 80 0`} fill="none" strokeWidth="4" strokeLinecap="round" className={row === 1 ? classes.primaryStroke : classes.line} />
          <path d={`M178 ${104 + row * 16}q40-14 80 0`} fill="none" strokeWidth="4" strokeLinecap="round" className={classes.line} />
        </g>
      ))}
      <g className={classes.float}>
        <rect x="214" y="18" width="70" height="48" rx="8" transform="rotate(10 249 42)" className={classes.warning} />
        <rect x="206" y="24" width="70" height="48" rx="8" transform="rotate(-6 241 48)" className={classes.primary} />
        <rect x="220" y="40" width="34" height="6" rx="3" transform="rotate(-6 241 48)" className={classes.white} opacity="0.9" />
        <rect x="220" y="52" width="22" height="5" rx="2.5" transform="rotate(-6 241 48)" className={classes.white} opacity="0.6" />
      </g>
      <g transform="rotate(-35 70 60)">
        <rect x="40" y="52" width="80" height="14" rx="3" className={classes.warning} />
        <rect x="40" y="52" width="14" height="14" rx="3" className={classes.errorLight} />
        <path d="M120 52l16 7-16 7z" className={classes.paper} />
        <path d="M131 57l5 2-5 2z" className={classes.primaryDark} />
      </g>
    </svg>
  );
}
