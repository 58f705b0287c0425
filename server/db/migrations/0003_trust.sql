CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "regular_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_no" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subcategory" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("category","subcategory");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_no_unique" UNIQUE("invoice_no");--> statement-breakpoint
UPDATE "orders" SET "invoice_no" = numbered.n FROM (SELECT "id", row_number() OVER (ORDER BY "id")::int AS n FROM "orders") AS numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "counters" ("name", "value") SELECT 'invoice', count(*)::int FROM "orders";
