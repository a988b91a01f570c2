import { LoadingScreen } from '@web/components/loading-screen';
import { HomeGreeting } from './home-greeting';
import classes from './home.module.css';

/**
 * What /page/home shows while the session loads when the server could not render it for the learner
 * (no token cookie: LearnerGuard's preview): the greeting, which needs no data and reads the same for
 * every learner, in the place the home puts it (home-view.tsx); the rest follows once the learner is known.
 */
export function HomePreview() {
  return (
    <div className={`${classes.page} ${classes.preview}`}>
      <HomeGreeting />
      <LoadingScreen />
    </div>
  );
}
