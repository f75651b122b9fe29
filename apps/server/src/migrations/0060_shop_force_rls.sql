-- drizzle-kit emits ENABLE but never FORCE: the shop's tables are tenant tables too.
ALTER TABLE shop_setting FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_goods FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_order_line FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_order_log FORCE ROW LEVEL SECURITY;
