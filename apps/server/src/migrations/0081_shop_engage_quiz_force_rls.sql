-- drizzle-kit emits ENABLE but never FORCE: the quiz's tables are tenant tables too.
ALTER TABLE engage_quiz FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_quiz_question FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_quiz_attempt FORCE ROW LEVEL SECURITY;
