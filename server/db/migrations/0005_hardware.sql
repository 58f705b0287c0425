CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_id" integer,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user_idx" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_status_idx" ON "product_reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","created_at");--> statement-breakpoint
-- An install seeded before reviews had their table: its seed reviews become imported, published ones.
INSERT INTO "product_reviews" ("product_id", "author", "rating", "text", "locale", "status", "imported", "created_at", "updated_at")
SELECT p."id", r->>'author', LEAST(5, GREATEST(1, round((r->>'rating')::numeric)))::int, r->>'text',
	CASE WHEN (r->>'text') ~ '[çğıöşüÇĞİÖŞÜ]' THEN 'tr' ELSE 'en' END, 'published', true,
	COALESCE((r->>'date')::date::timestamptz, now()), COALESCE((r->>'date')::date::timestamptz, now())
FROM "products" p, jsonb_array_elements(p."reviews") r;--> statement-breakpoint
-- The rating shown is the published reviews' average, and no figure without a review behind it.
UPDATE "products" p SET "review_count" = COALESCE(s.n, 0), "rating" = COALESCE(s.average, 0)
FROM "products" q LEFT JOIN (SELECT "product_id", count(*)::int AS n, round(avg("rating"), 1)::real AS average FROM "product_reviews" WHERE "status" = 'published' GROUP BY "product_id") s ON s."product_id" = q."id"
WHERE q."id" = p."id";
