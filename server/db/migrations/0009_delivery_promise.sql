ALTER TABLE "orders" ADD COLUMN "dispatch_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_revised_at" timestamp with time zone;