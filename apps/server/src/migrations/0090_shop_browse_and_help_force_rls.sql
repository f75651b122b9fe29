-- drizzle-kit emits ENABLE but never FORCE: the browse-to-earn and help centre tables are tenant tables too.
ALTER TABLE engage_browse_task FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_browse_visit FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_browse_reward FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE content_help_category FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE content_help_article FORCE ROW LEVEL SECURITY;
