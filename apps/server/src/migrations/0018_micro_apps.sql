CREATE TABLE "micro_app" (
	"id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"baseroute" varchar(65) NOT NULL,
	"component" varchar(16) NOT NULL,
	"iframe" integer DEFAULT 0 NOT NULL,
	"url" varchar(1000),
	"expose" varchar(128) DEFAULT './App' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "micro_app_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE TABLE "micro_app_gray" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"name" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "micro_app_gray_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "micro_app_gray" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "micro_app_version" (
	"name" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"entry" varchar(1000) NOT NULL,
	"bridge" integer NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "micro_app_version_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "micro_app_name_uq" ON "micro_app" USING btree ("name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "micro_app_baseroute_uq" ON "micro_app" USING btree ("baseroute") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "micro_app_version_current_uq" ON "micro_app_version" USING btree ("name") WHERE current;--> statement-breakpoint
CREATE POLICY "micro_app_gray_tenant_isolation" ON "micro_app_gray" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));