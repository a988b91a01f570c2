/** The APIs' base addresses: build-time configuration (NEXT_PUBLIC_*_API_URL), same origin by default. */
export const LEARNER_API_BASE = process.env.NEXT_PUBLIC_LEARNER_API_URL ?? '/api/learner';
export const ADMIN_API_BASE = process.env.NEXT_PUBLIC_ADMIN_API_URL ?? '/api/admin';
