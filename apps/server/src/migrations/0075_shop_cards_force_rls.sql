-- drizzle-kit emits ENABLE but never FORCE: the shop's cards tools' tables are tenant tables too.
ALTER TABLE shop_coupon_batch FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_coupon_code FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_gift_card_type FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_gift_card FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_gift_card_entry FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_member_plan FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_membership FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE shop_member_purchase FORCE ROW LEVEL SECURITY;
