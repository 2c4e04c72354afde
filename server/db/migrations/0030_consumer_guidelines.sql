CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"order_number" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_by" date;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("answer_due_at") WHERE answered_at IS NULL;--> statement-breakpoint
CREATE INDEX "orders_late_idx" ON "orders" USING btree ("deliver_by") WHERE status NOT IN ('delivered', 'cancelled');