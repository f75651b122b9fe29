CREATE TABLE "engage_draw" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"cost_points" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"stopped_at" timestamp with time zone,
	"draws" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_draw_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_draw_time_ck" CHECK (end_time > start_time)
);
--> statement-breakpoint
ALTER TABLE "engage_draw" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_draw_member" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"total" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"day_count" integer NOT NULL,
	CONSTRAINT "engage_draw_member_tenant_id_draw_id_member_id_pk" PRIMARY KEY("tenant_id","draw_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "engage_draw_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_draw_prize" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"points" integer,
	"stock" integer,
	"probability_ppm" integer NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engage_draw_prize_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_draw_prize_stock_ck" CHECK (stock IS NULL OR stock >= 0)
);
--> statement-breakpoint
ALTER TABLE "engage_draw_prize" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_draw_record" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"roll" integer NOT NULL,
	"rolled_prize_id" bigint,
	"prize_id" bigint,
	"prize_name" varchar(32),
	"prize_kind" varchar(8),
	"points" integer,
	"cost_points" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_draw_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_draw_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "engage_draw_start_idx" ON "engage_draw" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "engage_draw_prize_draw_idx" ON "engage_draw_prize" USING btree ("tenant_id","draw_id");--> statement-breakpoint
CREATE INDEX "engage_draw_record_draw_idx" ON "engage_draw_record" USING btree ("tenant_id","draw_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_draw_record_member_idx" ON "engage_draw_record" USING btree ("tenant_id","draw_id","member_id");--> statement-breakpoint
CREATE POLICY "engage_draw_tenant_isolation" ON "engage_draw" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_member_tenant_isolation" ON "engage_draw_member" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_prize_tenant_isolation" ON "engage_draw_prize" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_record_tenant_isolation" ON "engage_draw_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));