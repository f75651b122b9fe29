-- drizzle-kit emits ENABLE but never FORCE: the shop activities' tables are tenant tables too.
ALTER TABLE shop_activity FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_team FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_team_member FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_bargain FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_bargain_help FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_buyer FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_activity_purchase FORCE ROW LEVEL SECURITY;
