CREATE TABLE "billing_charge" (
	"gateway" text NOT NULL,
	"gateway_charge_id" text NOT NULL,
	"studio_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" text NOT NULL,
	"paid_at" timestamp with time zone,
	"receipt_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_charge_gateway_gateway_charge_id_pk" PRIMARY KEY("gateway","gateway_charge_id")
);
--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "cpf_cnpj" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "method" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_checkout" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_checkout_id_plan_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."plan_checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charge_studio_idx" ON "billing_charge" USING btree ("studio_id","due_date");