CREATE TABLE "auth_mfa_ticket" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"grant_type" varchar(32) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_mfa_ticket_tenant_id_ticket_hash_pk" PRIMARY KEY("tenant_id","ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_mfa_ticket" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_recovery_code" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_recovery_code_tenant_id_user_id_code_hash_pk" PRIMARY KEY("tenant_id","user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_recovery_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_reset_ticket" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_reset_ticket_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_reset_ticket" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_social_binding" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"corp_id" varchar(64) DEFAULT '' NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"union_id" varchar(128),
	"nickname" varchar(128),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_social_binding_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_social_binding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_social_proof" (
	"provider" varchar(16) NOT NULL,
	"corp_id" varchar(64) DEFAULT '' NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"union_id" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_social_proof_provider_corp_id_open_id_pk" PRIMARY KEY("provider","corp_id","open_id")
);
--> statement-breakpoint
CREATE TABLE "auth_totp" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"user_id" bigint NOT NULL,
	"secret" varchar(255) NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_time" timestamp with time zone,
	CONSTRAINT "auth_totp_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auth_totp" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_code" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"phone" varchar(32) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_code_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"phone" varchar(32) NOT NULL,
	"template" varchar(32) NOT NULL,
	"content" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_send_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_app_session" (
	"handle_hash" varchar(64) PRIMARY KEY NOT NULL,
	"sso_session_hash" varchar(64) NOT NULL,
	"home_tenant" varchar(12) NOT NULL,
	"auth_session_id" bigint NOT NULL,
	"return_origin" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_session" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"home_tenant" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auth_social_binding_identity_uq" ON "auth_social_binding" USING btree ("tenant_id","provider","corp_id","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_social_binding_user_uq" ON "auth_social_binding" USING btree ("tenant_id","user_id","provider","corp_id");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("tenant_id","phone","create_time" DESC);--> statement-breakpoint
CREATE INDEX "sms_outbox_time_idx" ON "sms_outbox" USING btree ("tenant_id","create_time" DESC);--> statement-breakpoint
CREATE POLICY "auth_mfa_ticket_tenant_isolation" ON "auth_mfa_ticket" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_recovery_code_tenant_isolation" ON "auth_recovery_code" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_reset_ticket_tenant_isolation" ON "auth_reset_ticket" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_social_binding_tenant_isolation" ON "auth_social_binding" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "auth_totp_tenant_isolation" ON "auth_totp" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_code_tenant_isolation" ON "sms_code" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sms_outbox_tenant_isolation" ON "sms_outbox" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));