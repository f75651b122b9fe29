CREATE TABLE "log_api" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint,
	"account" varchar(64),
	"method" varchar(16) NOT NULL,
	"path" varchar(512) NOT NULL,
	"query" varchar(1024),
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"request_id" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_api_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "log_api" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "log_error" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint,
	"account" varchar(64),
	"method" varchar(16) NOT NULL,
	"path" varchar(512) NOT NULL,
	"query" varchar(1024),
	"status" integer NOT NULL,
	"error_class" varchar(128),
	"message" varchar(2000),
	"stack" text,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"request_id" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_error_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "log_error" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "log_retention" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"api_days" integer NOT NULL,
	"error_days" integer NOT NULL,
	"web_days" integer NOT NULL,
	"operation_days" integer NOT NULL,
	"login_days" integer NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_retention_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "log_retention" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "log_user_operation" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account" varchar(64),
	"operation_type" varchar(32),
	"menu_id" bigint,
	"menu_name" varchar(128),
	"operation" varchar(128),
	"content" varchar(2000),
	"tag_name" varchar(128),
	"path" varchar(512),
	"duration_ms" integer,
	"operation_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_user_operation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "log_user_operation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "log_web" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account" varchar(64),
	"level" varchar(16),
	"message" varchar(2000) NOT NULL,
	"stack" text,
	"url" varchar(1000),
	"user_agent" varchar(512),
	"ip" varchar(64),
	"client_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_web_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "log_web" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "log_api_time_idx" ON "log_api" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE INDEX "log_error_time_idx" ON "log_error" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE INDEX "log_user_operation_time_idx" ON "log_user_operation" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE INDEX "log_user_operation_user_idx" ON "log_user_operation" USING btree ("tenant_id","user_id","operation_time" DESC);--> statement-breakpoint
CREATE INDEX "log_web_time_idx" ON "log_web" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE POLICY "log_api_tenant_isolation" ON "log_api" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "log_error_tenant_isolation" ON "log_error" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "log_retention_tenant_isolation" ON "log_retention" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "log_user_operation_tenant_isolation" ON "log_user_operation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "log_web_tenant_isolation" ON "log_web" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));