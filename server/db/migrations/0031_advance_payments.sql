ALTER TABLE "orders" ADD COLUMN "advance_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "needs_advance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "advance_rules" jsonb DEFAULT '{"above_total":null,"outside_own_area":false,"flagged_products":false,"kind":"delivery_charge","value":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_non_negative" CHECK ("orders"."advance_amount" >= 0);