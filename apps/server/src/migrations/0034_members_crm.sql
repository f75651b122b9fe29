CREATE TABLE "crm_bound_card" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"card_type" varchar(8) NOT NULL,
	"card_no" varchar(32) NOT NULL,
	"platform" varchar(8),
	"bind_time" timestamp with time zone NOT NULL,
	"unbind_time" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_bound_card_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_bound_card" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_consume" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"consume_no" varchar(32) NOT NULL,
	"shop_id" bigint,
	"consume_time" timestamp with time zone NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"pay_amount" numeric(12, 2) NOT NULL,
	"goods_count" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_consume_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_consume" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_consume_goods" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"consume_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" bigint,
	"goods_name" varchar(128) NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_consume_goods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_consume_goods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_coupon" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"coupon_name" varchar(64) NOT NULL,
	"face_value" numeric(12, 2) NOT NULL,
	"threshold" numeric(12, 2) NOT NULL,
	"receive_time" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"use_time" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_coupon_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_coupon" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_crowd_pack" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"pack_name" varchar(64) NOT NULL,
	"filters" varchar(2000) NOT NULL,
	"member_count" integer,
	"count_time" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_crowd_pack_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_crowd_pack" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_evaluation" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"consume_id" bigint,
	"score" integer NOT NULL,
	"content" varchar(500),
	"evaluate_time" timestamp with time zone NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_evaluation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_evaluation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_function" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"function_name" varchar(64) NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"config" jsonb,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_function_tenant_id_function_name_pk" PRIMARY KEY("tenant_id","function_name")
);
--> statement-breakpoint
ALTER TABLE "crm_function" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_guide" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"guide_code" varchar(32) NOT NULL,
	"guide_name" varchar(32) NOT NULL,
	"phone" varchar(11),
	"shop_id" bigint,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_guide_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_guide" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_health_record" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"item_name" varchar(32) NOT NULL,
	"item_value" varchar(64) NOT NULL,
	"unit" varchar(16),
	"record_time" timestamp with time zone NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_health_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_health_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_member_change" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"field_name" varchar(64) NOT NULL,
	"content_old" varchar(1000),
	"content_new" varchar(1000),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_member_change_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_member_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_pay_method" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"payment_method" integer NOT NULL,
	"is_supported" integer DEFAULT 1 NOT NULL,
	"is_enabled" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pay_method_tenant_id_payment_method_pk" PRIMARY KEY("tenant_id","payment_method")
);
--> statement-breakpoint
ALTER TABLE "crm_pay_method" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_pos_url" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"pos_code" varchar(32) NOT NULL,
	"pos_url" varchar(255) NOT NULL,
	"shop_id" bigint,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pos_url_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_pos_url" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_tag" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"dimension_id" bigint NOT NULL,
	"tag_name" varchar(32) NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_tag_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_tag" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_tag_dimension" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"dimension_name" varchar(32) NOT NULL,
	"hk_tag" varchar(8),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_tag_dimension_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_tag_dimension" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insider_grade" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"grade_name" varchar(32) NOT NULL,
	"growth_min" integer NOT NULL,
	"discount" integer DEFAULT 100 NOT NULL,
	"points_multiple" integer DEFAULT 1 NOT NULL,
	"benefits" varchar(500),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insider_grade_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "insider_grade" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insider_member" (
	"tenant_id" varchar(12) DEFAULT current_setting('app.tenant_id') NOT NULL,
	"id" bigint NOT NULL,
	"card_no" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"sex" varchar(8),
	"birthday" date,
	"brand_id" bigint NOT NULL,
	"grade_id" bigint,
	"shop_id" bigint,
	"guide_id" bigint,
	"register_date" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remarks" varchar(255),
	"tags" varchar(1000),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insider_member_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "insider_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "crm_bound_card_member_idx" ON "crm_bound_card" USING btree ("tenant_id","member_id","bind_time");--> statement-breakpoint
CREATE INDEX "crm_consume_member_idx" ON "crm_consume" USING btree ("tenant_id","member_id","consume_time");--> statement-breakpoint
CREATE INDEX "crm_consume_goods_consume_idx" ON "crm_consume_goods" USING btree ("tenant_id","consume_id","line_no");--> statement-breakpoint
CREATE INDEX "crm_coupon_member_idx" ON "crm_coupon" USING btree ("tenant_id","member_id","receive_time");--> statement-breakpoint
CREATE INDEX "crm_evaluation_member_idx" ON "crm_evaluation" USING btree ("tenant_id","member_id","evaluate_time");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_guide_code_uq" ON "crm_guide" USING btree ("tenant_id","guide_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "crm_health_record_member_idx" ON "crm_health_record" USING btree ("tenant_id","member_id","record_time");--> statement-breakpoint
CREATE INDEX "crm_member_change_member_idx" ON "crm_member_change" USING btree ("tenant_id","member_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pos_url_code_uq" ON "crm_pos_url" USING btree ("tenant_id","pos_code");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_tag_name_uq" ON "crm_tag" USING btree ("tenant_id","dimension_id","tag_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "insider_grade_name_uq" ON "insider_grade" USING btree ("tenant_id","brand_id","grade_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "insider_member_card_uq" ON "insider_member" USING btree ("tenant_id","card_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "insider_member_phone_uq" ON "insider_member" USING btree ("tenant_id","phone","brand_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "insider_member_name_idx" ON "insider_member" USING btree ("tenant_id","name" varchar_pattern_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "insider_member_register_idx" ON "insider_member" USING btree ("tenant_id","register_date");--> statement-breakpoint
CREATE INDEX "insider_member_guide_idx" ON "insider_member" USING btree ("tenant_id","guide_id");--> statement-breakpoint
CREATE INDEX "insider_member_tags_idx" ON "insider_member" USING gin ((string_to_array("tags", ','))) WHERE tags IS NOT NULL;--> statement-breakpoint
CREATE POLICY "crm_bound_card_tenant_isolation" ON "crm_bound_card" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_consume_tenant_isolation" ON "crm_consume" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_consume_goods_tenant_isolation" ON "crm_consume_goods" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_coupon_tenant_isolation" ON "crm_coupon" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_crowd_pack_tenant_isolation" ON "crm_crowd_pack" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_evaluation_tenant_isolation" ON "crm_evaluation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_function_tenant_isolation" ON "crm_function" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_guide_tenant_isolation" ON "crm_guide" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_health_record_tenant_isolation" ON "crm_health_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_member_change_tenant_isolation" ON "crm_member_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_pay_method_tenant_isolation" ON "crm_pay_method" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_pos_url_tenant_isolation" ON "crm_pos_url" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_tag_tenant_isolation" ON "crm_tag" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "crm_tag_dimension_tenant_isolation" ON "crm_tag_dimension" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "insider_grade_tenant_isolation" ON "insider_grade" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "insider_member_tenant_isolation" ON "insider_member" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));