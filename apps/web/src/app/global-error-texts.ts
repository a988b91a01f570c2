/**
 * The English texts of global-error.tsx, written out here rather than imported from
 * locales/en/misc.json: that screen is part of every page's first load, and it needs only these
 * seven of the file's texts (the file is 15 KB). A unit test keeps them equal to the file.
 */
export const GLOBAL_ERROR_TEXTS_EN = {
  serverError: {
    overline: 'Error 500',
    title: 'Internal server error',
    description: 'Something went wrong on our side and this page could not be shown. Please try again in a moment. If it keeps happening, come back a little later.',
    illustration: 'A server rack with one unit down and a warning sign',
    reference: 'Error reference:',
  },
  common: {
    goHome: 'Go to home',
    tryAgain: 'Try again',
  },
};

export type GlobalErrorTexts = typeof GLOBAL_ERROR_TEXTS_EN;
