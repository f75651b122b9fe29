DROP INDEX "wf_task_assignee_idx";--> statement-breakpoint
CREATE INDEX "wf_task_todo_idx" ON "wf_task" USING btree ("tenant_id","assignee_id","status","create_time","id");