-- drizzle-kit emits ENABLE but never FORCE: the organisation tables are tenant tables too.
ALTER TABLE sys_dept FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_post FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE sys_user_post FORCE ROW LEVEL SECURITY;
