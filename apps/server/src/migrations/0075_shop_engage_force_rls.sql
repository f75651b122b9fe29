-- drizzle-kit emits ENABLE but never FORCE: the lucky draw's tables are tenant tables too.
ALTER TABLE engage_draw FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_prize FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_member FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_record FORCE ROW LEVEL SECURITY;
