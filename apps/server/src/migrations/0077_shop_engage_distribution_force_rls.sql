-- drizzle-kit emits ENABLE but never FORCE: the distribution centre's tables are tenant tables too.
ALTER TABLE engage_distributor FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_commission_rule FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_dist_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_commission_entry FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_withdrawal FORCE ROW LEVEL SECURITY;
