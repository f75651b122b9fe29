-- drizzle-kit emits ENABLE but never FORCE: the logistics services tables are tenant tables too.
ALTER TABLE wlfw_area FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wlfw_service_level FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wlfw_pickup_point FORCE ROW LEVEL SECURITY;
