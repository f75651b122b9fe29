-- drizzle-kit emits ENABLE but never FORCE: the promotions tables are tenant tables too.
ALTER TABLE prom_scene FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_channel FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_slogan FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_way FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_config FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_activity FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_coupon_template FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_coupon FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE prom_redemption FORCE ROW LEVEL SECURITY;
