import { ilike, or, sql, tables, type SQL } from '@lexam/db';
import { containsPattern } from './list-page';

const { users } = tables;

/**
 * What migration 0007's `users_search_trgm_idx` indexes: name, username and e-mail, lower-cased,
 * joined by newlines. The expression must stay the same as the index's for the index to serve it.
 */
export const userSearchText = sql`lower(${users.fullName} || E'\\n' || coalesce(${users.username}, '') || E'\\n' || coalesce(${users.email}, ''))`;

/**
 * Users whose name, username or e-mail contains `text` (case-insensitive, wildcards literal): one
 * trigram lookup. PostgreSQL's ILIKE compares lower-cased text, so `lower(x) LIKE lower(p)` matches
 * the same rows. A term with a newline could match across two fields, so it keeps the plain OR.
 */
export function userMatches(text: string): SQL {
  const pattern = containsPattern(text);
  if (text.includes('\n')) return or(ilike(users.fullName, pattern), ilike(users.username, pattern), ilike(users.email, pattern))!;
  return sql`${userSearchText} like lower(${pattern})`;
}

/**
 * Users whose name or e-mail contains `text` (the results list's learner search): the per-column
 * trigram indexes answer it with one BitmapOr. Kept apart from `userMatches`' combined index on
 * purpose: that expression and the columns ANDed would be estimated as two independent filters
 * (5,000 matches guessed as 300), and the planner would pick the wrong plan around them.
 */
export function learnerMatches(text: string): SQL {
  const pattern = containsPattern(text);
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern))!;
}
