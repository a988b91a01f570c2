-- The admin user search (name, username, e-mail; ILIKE '%term%') through one trigram index over the
-- lower-cased fields joined by newlines: one GIN lookup and one row estimate instead of an OR of three.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("full_name" || E'\n' || coalesce("username", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);
--> statement-breakpoint
-- The site-user list's deep pages by name or e-mail: an index-only walk within the kind, no sort.
CREATE INDEX "users_kind_full_name_idx" ON "users" USING btree ("kind","full_name","id");--> statement-breakpoint
CREATE INDEX "users_kind_email_idx" ON "users" USING btree ("kind","email","id");
