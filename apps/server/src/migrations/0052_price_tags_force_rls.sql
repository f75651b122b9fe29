-- drizzle-kit emits ENABLE but never FORCE: the price tags' tables are tenant tables too.
ALTER TABLE price_tag_template FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_tag_job FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE price_tag_job_line FORCE ROW LEVEL SECURITY;
