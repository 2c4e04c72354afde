CREATE TABLE "flash_sale_items" (
	"flash_sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"flash_price" integer NOT NULL,
	CONSTRAINT "flash_sale_items_flash_sale_id_product_id_pk" PRIMARY KEY("flash_sale_id","product_id"),
	CONSTRAINT "flash_sale_items_price_positive" CHECK ("flash_sale_items"."flash_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_window_valid" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_items_product_idx" ON "flash_sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("ends_at","starts_at");