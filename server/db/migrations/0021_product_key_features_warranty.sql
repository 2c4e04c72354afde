ALTER TABLE "products" ADD COLUMN "key_features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty" text;