-- drizzle-kit emits ENABLE but never FORCE: the vote's tables are tenant tables too.
ALTER TABLE engage_vote FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_vote_option FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_vote_record FORCE ROW LEVEL SECURITY;
