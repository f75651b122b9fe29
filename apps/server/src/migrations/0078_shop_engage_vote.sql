CREATE TABLE "engage_vote" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"period" varchar(8) NOT NULL,
	"stopped_at" timestamp with time zone,
	"votes" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_vote_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_vote_time_ck" CHECK (end_time > start_time)
);
--> statement-breakpoint
ALTER TABLE "engage_vote" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_vote_option" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"vote_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"text" varchar(64) NOT NULL,
	"image_url" varchar(255),
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engage_vote_option_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_vote_option" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_vote_record" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"vote_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_vote_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_vote_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "engage_vote_start_idx" ON "engage_vote" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "engage_vote_option_vote_idx" ON "engage_vote_option" USING btree ("tenant_id","vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_vote_record_once_uq" ON "engage_vote_record" USING btree ("tenant_id","vote_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "engage_vote_record_vote_idx" ON "engage_vote_record" USING btree ("tenant_id","vote_id","create_time");--> statement-breakpoint
CREATE POLICY "engage_vote_tenant_isolation" ON "engage_vote" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_vote_option_tenant_isolation" ON "engage_vote_option" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_vote_record_tenant_isolation" ON "engage_vote_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));