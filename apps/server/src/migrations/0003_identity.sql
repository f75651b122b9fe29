CREATE TABLE "auth_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_ip_failure" (
	"ip" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_failure" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"account" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_login_failure_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
ALTER TABLE "auth_login_failure" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_login_log" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"account" varchar(64),
	"user_id" bigint,
	"grant_type" varchar(32) NOT NULL,
	"success" integer NOT NULL,
	"reason" varchar(255),
	"ip" varchar(64),
	"user_agent" varchar(512),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_login_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_login_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_password_history" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"password" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_password_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_password_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_password_policy" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"min_length" integer DEFAULT 8 NOT NULL,
	"require_upper" integer DEFAULT 1 NOT NULL,
	"require_lower" integer DEFAULT 1 NOT NULL,
	"require_digit" integer DEFAULT 1 NOT NULL,
	"require_symbol" integer DEFAULT 0 NOT NULL,
	"expiry_days" integer DEFAULT 90 NOT NULL,
	"warning_days" integer DEFAULT 7 NOT NULL,
	"history_count" integer DEFAULT 3 NOT NULL,
	"max_failures" integer DEFAULT 5 NOT NULL,
	"lock_minutes" integer DEFAULT 30 NOT NULL,
	"max_sessions" integer DEFAULT 0 NOT NULL,
	"mfa_for_admins" integer DEFAULT 0 NOT NULL,
	"corp_id" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_password_policy_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "auth_password_policy" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"session_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_refresh_token_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_revoked_session" (
	"session_id" varchar(32) PRIMARY KEY NOT NULL,
	"reason" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"grant_type" varchar(32) NOT NULL,
	"sso_session_id" varchar(64),
	"ip" varchar(64),
	"user_agent" varchar(512),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"refresh_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32),
	CONSTRAINT "auth_session_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_session" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "must_change_password" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "avatar" varchar(1000);--> statement-breakpoint
CREATE INDEX "auth_login_log_time_idx" ON "auth_login_log" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE INDEX "auth_password_history_user_idx" ON "auth_password_history" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_session_idx" ON "auth_refresh_token" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE POLICY "auth_login_failure_tenant_isolation" ON "auth_login_failure" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_login_log_tenant_isolation" ON "auth_login_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_password_history_tenant_isolation" ON "auth_password_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_password_policy_tenant_isolation" ON "auth_password_policy" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_refresh_token_tenant_isolation" ON "auth_refresh_token" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_session_tenant_isolation" ON "auth_session" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));