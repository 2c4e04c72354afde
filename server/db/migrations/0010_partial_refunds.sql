CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- Hand-written: an order refunded before this migration was refunded in full.
UPDATE "orders" SET "refunded_amount" = "total" WHERE "payment_status" = 'refunded';--> statement-breakpoint
CREATE INDEX "message_outbox_unsent_idx" ON "message_outbox" USING btree ("id") WHERE sent_at IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refunded_amount" >= 0 AND "orders"."refunded_amount" <= "orders"."total");