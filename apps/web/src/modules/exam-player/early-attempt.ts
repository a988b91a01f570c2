import type { AttemptState } from '@lexam/contracts';
import { takeEarlyAnswer } from '@web/lib/api/early-answer';
import { LEARNER_TOKEN_KEY } from '@web/lib/api/storage-keys';
import { paths } from '@web/lib/routes/paths';
import { kindUrl, routesOf, type ExamKind, type ExamSkill } from './exam-kind';

// The exam screen's attempt, fetched by a few lines of inline script while the page's JavaScript
// is still downloading, instead of after it has loaded, run and rendered: on a phone the screen's
// passage then comes about one round trip after the code instead of two (session, then attempt).
// The screen's read takes that answer once (attempt-calls.ts); anything else (no token, a token the
// server refuses, another learner since, an error) and it asks the server itself as before.

const GLOBAL = '__lexamEarlyAttempt';

/** What the inline script leaves for the screen's read: the attempt, and when its answer arrived. */
type EarlyAttempt = { data: AttemptState; receivedAt: number };

const EXAM_SCREENS: ReadonlyArray<{ kind: ExamKind; skill: ExamSkill }> = [
  { kind: 'ielts', skill: 'reading' },
  { kind: 'ielts', skill: 'listening' },
  { kind: 'toeic', skill: 'reading' },
  { kind: 'toeic', skill: 'listening' },
  { kind: 'grammar', skill: 'grammar' },
];

/** Each exam screen's path and the learner API call that opens its attempt. */
export function examScreenCalls(): Record<string, string> {
  const calls: Record<string, string> = { [paths.page.homeReadingFullTest.dofulltest]: kindUrl('ielts', 'getAttempt') };
  for (const screen of EXAM_SCREENS) calls[routesOf(screen).exam] = kindUrl(screen.kind, 'getAttempt');
  return calls;
}

/** The address the screen's query asks for: the same string the inline script fetched. */
export function earlyAttemptUrl(apiBase: string, call: string, attemptId: number): string {
  return `${apiBase}/${call}?attemptId=${attemptId}`;
}

/**
 * The inline script (the exam layout renders it before anything else): on an exam screen's path
 * with `?attemptId=N` and a learner token in localStorage, it starts the attempt's call at once.
 * It reads the answer's arrival time too, which the exam clock needs.
 */
export function earlyAttemptScript(apiBase: string): string {
  return `(function(){try{var c=${JSON.stringify(examScreenCalls())}[location.pathname];var i=new URLSearchParams(location.search).get('attemptId');var t=localStorage.getItem(${JSON.stringify(LEARNER_TOKEN_KEY)});if(!c||!i||!/^[1-9][0-9]{0,9}$/.test(i)||!t)return;var u=${JSON.stringify(apiBase)}+'/'+c+'?attemptId='+i;window.${GLOBAL}={url:u,token:t,result:fetch(u,{headers:{Accept:'application/json',Authorization:'Bearer '+t}}).then(function(r){return r.ok?r.json().then(function(d){return{data:d,receivedAt:Date.now()}}):null}).catch(function(){return null})}}catch(e){}})();`;
}

/** The early answer for `url`, once, fetched with `token` (lib/api/early-answer.ts). */
export function takeEarlyAttempt(url: string, token: string | null): Promise<EarlyAttempt | null> | null {
  return takeEarlyAnswer<EarlyAttempt>(GLOBAL, url, token);
}
