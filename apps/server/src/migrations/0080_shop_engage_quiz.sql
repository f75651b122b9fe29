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
CREATE INDEX "engage_quiz_start_idx" ON "engage_quiz" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "engage_quiz_attempt_daily_uq" ON "engage_quiz_attempt" USING btree ("tenant_id","quiz_id","member_id","day");--> statement-breakpoint
CREATE INDEX "engage_quiz_attempt_quiz_idx" ON "engage_quiz_attempt" USING btree ("tenant_id","quiz_id","create_time");--> statement-breakpoint
CREATE INDEX "engage_quiz_question_quiz_idx" ON "engage_quiz_question" USING btree ("tenant_id","quiz_id");--> statement-breakpoint
CREATE POLICY "engage_quiz_tenant_isolation" ON "engage_quiz" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_quiz_attempt_tenant_isolation" ON "engage_quiz_attempt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "engage_quiz_question_tenant_isolation" ON "engage_quiz_question" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));