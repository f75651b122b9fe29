ALTER TABLE "engage_draw_prize" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "engage_draw_prize" ADD COLUMN "shop_goods_id" bigint;--> statement-breakpoint
ALTER TABLE "engage_draw_record" ADD COLUMN "coupon_template_id" bigint;--> statement-breakpoint
ALTER TABLE "engage_draw_record" ADD COLUMN "shop_goods_id" bigint;--> statement-breakpoint
ALTER TABLE "engage_draw_record" ADD COLUMN "order_id" bigint;