ALTER TABLE "shop_settings" ADD COLUMN "trade_licence" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "dbid" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "bin" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_charges" jsonb DEFAULT '{"inside_dhaka_city":70,"dhaka_suburbs":110,"rest_of_bangladesh":130}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_methods" jsonb DEFAULT '{"cod":true,"online":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;