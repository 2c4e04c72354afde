ALTER TABLE "refund_requests" ADD COLUMN "approved_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "payout" text;--> statement-breakpoint
CREATE INDEX "refund_requests_desk_idx" ON "refund_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);