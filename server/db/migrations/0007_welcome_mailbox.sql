ALTER TABLE "discount_codes" ADD COLUMN "welcome_mailbox" text;--> statement-breakpoint
-- One welcome code per mailbox (common/mailbox.ts: lower case, a +tag dropped from the local part).
-- Each mailbox's oldest newsletter code keeps it; the extra ones its +tags collected before this
-- rule are switched off unless an order already used them.
UPDATE "discount_codes" AS d SET "welcome_mailbox" = first.mailbox
FROM (
	SELECT DISTINCT ON (mailbox) id, mailbox
	FROM (
		SELECT id, created_at, regexp_replace(lower(btrim(issued_to)), '^([^@+]+)\+[^@]*(@[^@]*)$', '\1\2') AS mailbox
		FROM "discount_codes"
		WHERE source = 'newsletter' AND issued_to IS NOT NULL
	) AS codes
	ORDER BY mailbox, created_at, id
) AS first
WHERE d.id = first.id;--> statement-breakpoint
UPDATE "discount_codes" SET "active" = false, "updated_at" = now()
WHERE source = 'newsletter' AND issued_to IS NOT NULL AND "welcome_mailbox" IS NULL AND used_count = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_welcome_mailbox_idx" ON "discount_codes" USING btree ("welcome_mailbox");
