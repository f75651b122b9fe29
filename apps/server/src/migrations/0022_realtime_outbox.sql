CREATE TABLE "realtime_outbox" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" varchar(64) NOT NULL,
	"rooms" text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key" varchar(128)
);
--> statement-breakpoint
CREATE INDEX "realtime_outbox_due_idx" ON "realtime_outbox" USING btree ("due_at","seq");--> statement-breakpoint
CREATE INDEX "realtime_outbox_key_idx" ON "realtime_outbox" USING btree ("key") WHERE key IS NOT NULL;