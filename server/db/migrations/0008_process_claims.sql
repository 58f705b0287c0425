ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_by_process" integer;