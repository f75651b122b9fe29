ALTER TABLE "shop_activity_bargain" DROP COLUMN "pay_reference";--> statement-breakpoint
ALTER TABLE "shop_activity_purchase" DROP COLUMN "pay_reference";--> statement-breakpoint
ALTER TABLE "shop_activity_team_member" DROP COLUMN "pay_reference";