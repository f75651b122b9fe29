ALTER TABLE "prom_activity" ADD COLUMN "promo_code" varchar(32);--> statement-breakpoint
ALTER TABLE "prom_coupon_template" ADD COLUMN "promo_code" varchar(32);