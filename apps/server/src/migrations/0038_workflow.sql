CREATE TABLE "wf_copy" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"instance_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"from_user_id" bigint,
	"node_id" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_copy_tenant_id_user_id_instance_id_pk" PRIMARY KEY("tenant_id","user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "wf_copy" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_definition" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"process_key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"category" varchar(64),
	"xml" text NOT NULL,
	"designer" jsonb,
	"nodes" jsonb NOT NULL,
	"form_schema" jsonb,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_definition_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_history" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"node_id" varchar(64),
	"node_name" varchar(64),
	"action" varchar(16) NOT NULL,
	"user_id" bigint,
	"target_user_id" bigint,
	"comment" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"definition_id" bigint NOT NULL,
	"process_key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"business_key" varchar(64),
	"starter_id" bigint NOT NULL,
	"starter_dept_id" bigint,
	"status" varchar(16) NOT NULL,
	"form_data" jsonb NOT NULL,
	"engine_state" jsonb,
	"passed_nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_nodes" varchar(1000) DEFAULT '' NOT NULL,
	"end_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_instance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_task" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"node_id" varchar(64) NOT NULL,
	"node_name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"assignee_id" bigint,
	"candidates" jsonb,
	"status" varchar(16) NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"parent_task_id" bigint,
	"sign_position" varchar(8),
	"delegated_from" bigint,
	"round" bigint NOT NULL,
	"due_at" timestamp with time zone,
	"end_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_timer" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired" boolean DEFAULT false NOT NULL,
	"fired_at" timestamp with time zone,
	CONSTRAINT "wf_timer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_timer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_key_version_uq" ON "wf_definition" USING btree ("tenant_id","process_key","version");--> statement-breakpoint
CREATE INDEX "wf_history_instance_idx" ON "wf_history" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "wf_instance_starter_idx" ON "wf_instance" USING btree ("tenant_id","starter_id","create_time");--> statement-breakpoint
CREATE INDEX "wf_instance_business_idx" ON "wf_instance" USING btree ("tenant_id","process_key","business_key");--> statement-breakpoint
CREATE INDEX "wf_task_assignee_idx" ON "wf_task" USING btree ("tenant_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "wf_timer_due_idx" ON "wf_timer" USING btree ("tenant_id","due_at") WHERE fired = false;--> statement-breakpoint
CREATE POLICY "wf_copy_tenant_isolation" ON "wf_copy" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wf_definition_tenant_isolation" ON "wf_definition" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wf_history_tenant_isolation" ON "wf_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wf_instance_tenant_isolation" ON "wf_instance" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wf_task_tenant_isolation" ON "wf_task" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "wf_timer_tenant_isolation" ON "wf_timer" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));