CREATE TABLE "plan_change" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"requested_by" text,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"from_amount_cents" integer NOT NULL,
	"to_amount_cents" integer NOT NULL,
	"proration_cents" integer NOT NULL,
	"days_left" integer NOT NULL,
	"days_in_cycle" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"gateway_charge_id" text,
	"payment_url" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_change" ADD CONSTRAINT "plan_change_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change" ADD CONSTRAINT "plan_change_checkout_id_plan_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."plan_checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change" ADD CONSTRAINT "plan_change_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_change_key_uq" ON "plan_change" USING btree ("studio_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_change_open_uq" ON "plan_change" USING btree ("checkout_id") WHERE "plan_change"."status" in ('pending', 'scheduled');--> statement-breakpoint
CREATE INDEX "plan_change_charge_idx" ON "plan_change" USING btree ("gateway_charge_id");