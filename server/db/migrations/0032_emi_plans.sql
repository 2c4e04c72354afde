CREATE TABLE "emi_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"minimum_amount" integer DEFAULT 5000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emi_banks_minimum_non_negative" CHECK ("emi_banks"."minimum_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "emi_tenures" (
	"bank_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"charge_percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "emi_tenures_bank_id_months_pk" PRIMARY KEY("bank_id","months"),
	CONSTRAINT "emi_tenures_months_known" CHECK ("emi_tenures"."months" IN (3, 6, 9, 12, 18, 24, 36)),
	CONSTRAINT "emi_tenures_charge_range" CHECK ("emi_tenures"."charge_percent" >= 0 AND "emi_tenures"."charge_percent" <= 50)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_prices_non_negative";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_prices_non_negative";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_bank" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_months" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emi_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "regular_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_price" integer;--> statement-breakpoint
ALTER TABLE "emi_tenures" ADD CONSTRAINT "emi_tenures_bank_id_emi_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."emi_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emi_banks_name_key" ON "emi_banks" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_emi_whole" CHECK (("orders"."emi_bank" IS NULL) = ("orders"."emi_months" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 AND "orders"."delivery_charge" >= 0 AND "orders"."discount" >= 0 AND "orders"."emi_charge" >= 0 AND "orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_prices_non_negative" CHECK ("product_variants"."retail_price" >= 0 AND ("product_variants"."sale_price" IS NULL OR "product_variants"."sale_price" >= 0) AND ("product_variants"."regular_price" IS NULL OR "product_variants"."regular_price" >= 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prices_non_negative" CHECK ("products"."retail_price" >= 0 AND ("products"."sale_price" IS NULL OR "products"."sale_price" >= 0) AND ("products"."regular_price" IS NULL OR "products"."regular_price" >= 0));