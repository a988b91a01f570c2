/**
 * The texts telling a learner a grade is released (notification and e-mail). Users have no language of
 * their own yet (no column), so they are in English; the app shows the notification in the learner's
 * interface language from its kind.
 */
export function gradeReleasedMail({ kind, title, band, link }: { kind: 'writing' | 'speaking'; title: string; band: number; link: string }) {
  const what = kind === 'writing' ? 'writing' : 'speaking';
  const named = title ? ` “${title}”` : '';
  return {
    title: `Your ${what} answer is graded`,
    summary: `Band ${band.toFixed(1)}${named}`,
    subject: `Your Lexam ${what} answer is graded: band ${band.toFixed(1)}`,
    text: `Hello,\n\nYour teacher has graded your ${what} answer${named}. Your band: ${band.toFixed(1)}.\n\nSee the criteria, your teacher's comments on your ${kind === 'writing' ? 'words' : 'recording'} and how to improve:\n\n${link}\n`,
  };
}
