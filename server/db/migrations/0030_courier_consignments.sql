CREATE TABLE "courier_consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"invoice" text NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"charge" integer,
	"cod_amount" integer NOT NULL,
	"parcel_state" text,
	"courier_status" text,
	"attention" text,
	"staff_id" integer,
	"staff_name" text,
	"pathao_city_id" integer,
	"pathao_zone_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_tokens" (
	"courier" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_consignments" ADD CONSTRAINT "courier_consignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_consignments" ADD CONSTRAINT "courier_consignments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_consignments_order_idx" ON "courier_consignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "courier_consignments_consignment_idx" ON "courier_consignments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "courier_consignments_invoice_idx" ON "courier_consignments" USING btree ("courier","invoice");