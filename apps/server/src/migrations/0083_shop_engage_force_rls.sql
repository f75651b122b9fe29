-- drizzle-kit emits ENABLE but never FORCE: the shop engagement tools' tables are tenant tables too.
ALTER TABLE engage_draw FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_prize FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_member FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_draw_record FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_distributor FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_commission_rule FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_dist_order FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_commission_entry FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_withdrawal FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_vote FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_vote_option FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_vote_record FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_quiz FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_quiz_question FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE engage_quiz_attempt FORCE ROW LEVEL SECURITY;
