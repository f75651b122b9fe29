CREATE TABLE "shop_activity" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"shop_goods_id" bigint NOT NULL,
	"goods_name" varchar(128) NOT NULL,
	"price_fen" integer NOT NULL,
	"activity_price_fen" integer NOT NULL,
	"team_size" integer,
	"form_minutes" integer,
	"helpers" integer,
	"limit_minutes" integer,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"points" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_activity_sold" CHECK (sold >= 0 AND (stock IS NULL OR sold <= stock))
);
--> statement-breakpoint
ALTER TABLE "shop_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_bargain" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"original_fen" integer NOT NULL,
	"floor_fen" integer NOT NULL,
	"current_fen" integer NOT NULL,
	"cuts" jsonb NOT NULL,
	"helped" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_bargain_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_activity_bargain_floor" CHECK (current_fen >= floor_fen)
);
--> statement-breakpoint
ALTER TABLE "shop_activity_bargain" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_bargain_help" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"bargain_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"cut_fen" integer NOT NULL,
	"help_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_bargain_help_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_activity_bargain_help" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_buyer" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "shop_activity_buyer_tenant_id_activity_id_member_id_pk" PRIMARY KEY("tenant_id","activity_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "shop_activity_buyer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_purchase" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"paid_fen" integer NOT NULL,
	"order_id" bigint,
	"points" integer DEFAULT 0 NOT NULL,
	"spend_event_key" varchar(64),
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	CONSTRAINT "shop_activity_purchase_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_activity_purchase" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_team" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"size" integer NOT NULL,
	"joined" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_team_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_activity_team_joined" CHECK (joined >= 1 AND joined <= size)
);
--> statement-breakpoint
ALTER TABLE "shop_activity_team" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shop_activity_team_member" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"paid_fen" integer NOT NULL,
	"order_id" bigint,
	"refunded" integer DEFAULT 0 NOT NULL,
	"join_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activity_team_member_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_activity_team_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_activity_id" bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "source_record_id" bigint;--> statement-breakpoint
CREATE INDEX "shop_activity_kind_idx" ON "shop_activity" USING btree ("tenant_id","kind","create_time");--> statement-breakpoint
CREATE INDEX "shop_activity_bargain_activity_idx" ON "shop_activity_bargain" USING btree ("tenant_id","activity_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_activity_bargain_help_uq" ON "shop_activity_bargain_help" USING btree ("tenant_id","bargain_id","member_id");--> statement-breakpoint
CREATE INDEX "shop_activity_purchase_activity_idx" ON "shop_activity_purchase" USING btree ("tenant_id","activity_id","create_time");--> statement-breakpoint
CREATE INDEX "shop_activity_team_activity_idx" ON "shop_activity_team" USING btree ("tenant_id","activity_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_activity_team_member_uq" ON "shop_activity_team_member" USING btree ("tenant_id","team_id","member_id");--> statement-breakpoint
CREATE POLICY "shop_activity_tenant_isolation" ON "shop_activity" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_bargain_tenant_isolation" ON "shop_activity_bargain" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_bargain_help_tenant_isolation" ON "shop_activity_bargain_help" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_buyer_tenant_isolation" ON "shop_activity_buyer" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_purchase_tenant_isolation" ON "shop_activity_purchase" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_team_tenant_isolation" ON "shop_activity_team" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "shop_activity_team_member_tenant_isolation" ON "shop_activity_team_member" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));