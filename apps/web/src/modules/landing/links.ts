import { paths } from '@web/lib/routes/paths';

/** The screens the landing page leads to (ROUTES.md). */
export const LANDING_LINKS = {
  login: paths.auth.login,
  loginAdmin: paths.auth.loginAdmin,
  register: paths.auth.register,
  learnerHome: paths.page.home,
  account: paths.page.account,
  aboutUs: paths.aboutUs,
  faqs: paths.faqs,
} as const;
