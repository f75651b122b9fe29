-- drizzle-kit emits ENABLE but never FORCE: the member centre's settings are tenant tables too.
ALTER TABLE insider_card_mode FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE ledger_coin_config FORCE ROW LEVEL SECURITY;
