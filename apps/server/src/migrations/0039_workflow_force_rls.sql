-- drizzle-kit emits ENABLE but never FORCE: the workflow tables are tenant tables too.
ALTER TABLE wf_definition FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wf_instance FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wf_task FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wf_history FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wf_copy FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wf_timer FORCE ROW LEVEL SECURITY;
