-- drizzle-kit emits ENABLE but never FORCE: the help centre's tables are tenant tables too.
ALTER TABLE content_help_category FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE content_help_article FORCE ROW LEVEL SECURITY;
