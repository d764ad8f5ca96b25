CREATE TABLE "billing_customer" (
	"studio_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customer_studio_id_gateway_pk" PRIMARY KEY("studio_id","gateway")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"gateway_type" text NOT NULL,
	"charge_id" text,
	"studio_id" text,
	"body" jsonb NOT NULL,
	"outcome" text DEFAULT 'ignored' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "plan_checkout" (
	"id" text PRIMARY KEY NOT NULL,
	"studio_id" text NOT NULL,
	"requested_by" text,
	"plan" text NOT NULL,
	"cycle" text DEFAULT 'monthly' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_subscription_id" text,
	"gateway_charge_id" text,
	"payment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD CONSTRAINT "plan_checkout_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD CONSTRAINT "plan_checkout_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_event_studio_idx" ON "payment_event" USING btree ("studio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_checkout_open_uq" ON "plan_checkout" USING btree ("studio_id","plan") WHERE "plan_checkout"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_checkout_subscription_idx" ON "plan_checkout" USING btree ("gateway_subscription_id");