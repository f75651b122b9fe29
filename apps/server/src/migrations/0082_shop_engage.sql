CREATE TABLE "engage_commission_entry" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"distributor_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"frozen_fen" integer NOT NULL,
	"available_fen" integer NOT NULL,
	"order_no" varchar(32),
	"withdrawal_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_commission_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_commission_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_commission_rule" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"level" integer NOT NULL,
	"goods_id" bigint,
	"rate_bp" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_commission_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_commission_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_dist_order" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"distributor_id" bigint NOT NULL,
	"commission_fen" integer NOT NULL,
	"cancelled_fen" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) NOT NULL,
	"release_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_dist_order_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "engage_dist_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_distributor" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"code" varchar(16) NOT NULL,
	"level" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"refuse_reason" varchar(64),
	"frozen_fen" integer DEFAULT 0 NOT NULL,
	"available_fen" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_distributor_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_distributor_balance_ck" CHECK (frozen_fen >= 0 AND available_fen >= 0)
);
--> statement-breakpoint
ALTER TABLE "engage_distributor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE TABLE "engage_quiz" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"pass_score" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"stopped_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_quiz_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_quiz_time_ck" CHECK (end_time > start_time)
);
--> statement-breakpoint
ALTER TABLE "engage_quiz" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_quiz_attempt" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"quiz_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_quiz_attempt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_quiz_attempt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "engage_quiz_question" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"quiz_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"options" jsonb NOT NULL,
	"answer" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "engage_quiz_question_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_quiz_question" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE TABLE "engage_withdrawal" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"distributor_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"reason" varchar(64),
	"review_user" bigint,
	"review_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_withdrawal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "engage_withdrawal_amount_ck" CHECK (amount_fen > 0)
);
--> statement-breakpoint
ALTER TABLE "engage_withdrawal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "engage_commission_entry_distributor_idx" ON "engage_commission_entry" USING btree ("tenant_id","distributor_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_commission_rule_uq" ON "engage_commission_rule" USING btree ("tenant_id","level",coalesce(goods_id, 0));--> statement-breakpoint
CREATE INDEX "engage_dist_order_distributor_idx" ON "engage_dist_order" USING btree ("tenant_id","distributor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_distributor_member_uq" ON "engage_distributor" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_distributor_code_uq" ON "engage_distributor" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "engage_draw_start_idx" ON "engage_draw" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "engage_draw_prize_draw_idx" ON "engage_draw_prize" USING btree ("tenant_id","draw_id");--> statement-breakpoint
CREATE INDEX "engage_draw_record_draw_idx" ON "engage_draw_record" USING btree ("tenant_id","draw_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_draw_record_member_idx" ON "engage_draw_record" USING btree ("tenant_id","draw_id","member_id");--> statement-breakpoint
CREATE INDEX "engage_quiz_start_idx" ON "engage_quiz" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_quiz_attempt_daily_uq" ON "engage_quiz_attempt" USING btree ("tenant_id","quiz_id","member_id","day");--> statement-breakpoint
CREATE INDEX "engage_quiz_attempt_quiz_idx" ON "engage_quiz_attempt" USING btree ("tenant_id","quiz_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_quiz_question_quiz_idx" ON "engage_quiz_question" USING btree ("tenant_id","quiz_id");--> statement-breakpoint
CREATE INDEX "engage_vote_start_idx" ON "engage_vote" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "engage_vote_option_vote_idx" ON "engage_vote_option" USING btree ("tenant_id","vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_vote_record_once_uq" ON "engage_vote_record" USING btree ("tenant_id","vote_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "engage_vote_record_vote_idx" ON "engage_vote_record" USING btree ("tenant_id","vote_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_withdrawal_status_idx" ON "engage_withdrawal" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE POLICY "engage_commission_entry_tenant_isolation" ON "engage_commission_entry" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_commission_rule_tenant_isolation" ON "engage_commission_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_dist_order_tenant_isolation" ON "engage_dist_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_distributor_tenant_isolation" ON "engage_distributor" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_tenant_isolation" ON "engage_draw" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_member_tenant_isolation" ON "engage_draw_member" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_prize_tenant_isolation" ON "engage_draw_prize" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_draw_record_tenant_isolation" ON "engage_draw_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_quiz_tenant_isolation" ON "engage_quiz" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_quiz_attempt_tenant_isolation" ON "engage_quiz_attempt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_quiz_question_tenant_isolation" ON "engage_quiz_question" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_vote_tenant_isolation" ON "engage_vote" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_vote_option_tenant_isolation" ON "engage_vote_option" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_vote_record_tenant_isolation" ON "engage_vote_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_withdrawal_tenant_isolation" ON "engage_withdrawal" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));