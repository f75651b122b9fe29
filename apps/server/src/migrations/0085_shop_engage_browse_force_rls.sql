-- drizzle-kit emits ENABLE but never FORCE: the browse-to-earn tables are tenant tables too.
ALTER TABLE engage_browse_task FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_browse_visit FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_browse_reward FORCE ROW LEVEL SECURITY;
