CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
-- Orders placed before keys were scoped belong to their account, or to the guest's mobile number.
UPDATE "orders" SET "placed_by" = CASE WHEN "customer_id" IS NOT NULL THEN 'customer:' || "customer_id" ELSE 'phone:' || "contact_phone" END;--> statement-breakpoint
ALTER TABLE "phone_passes" ADD CONSTRAINT "phone_passes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_passes_token_key" ON "phone_passes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "phone_passes_customer_idx" ON "phone_passes" USING btree ("customer_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_placed_by_idempotency_key" ON "orders" USING btree ("placed_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_phone_idx" ON "orders" USING btree ("contact_phone") WHERE status = 'pending' and payment_status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_client_idx" ON "orders" USING btree ("client_address") WHERE status = 'pending' and payment_status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_address_idx" ON "orders" USING btree ("address_key") WHERE status = 'pending' and payment_status = 'unpaid';