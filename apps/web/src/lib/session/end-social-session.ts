/**
 * Ends the session library's session (a social sign-in) without leaving the page. Loaded on demand so
 * the session library's client stays out of every page that never signs out.
 */
export async function endSocialSession(): Promise<void> {
  try {
    const { signOut } = await import('next-auth/react');
    await signOut({ redirect: false });
  } catch (error) {
    // The learner is signed out of Lexam either way; the library's cookie then ends on its own.
    console.warn('the social sign-in session could not be ended', error);
  }
}
