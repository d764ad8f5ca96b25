CREATE TABLE "contract_payment_terms" (
	"studio_id" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"fine_bps" integer NOT NULL,
	"interest_bps" integer NOT NULL,
	"send_reminders" boolean NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_payment_terms_document_id_version_pk" PRIMARY KEY("document_id","version"),
	CONSTRAINT "contract_payment_terms_fine_check" CHECK ("contract_payment_terms"."fine_bps" between 0 and 200),
	CONSTRAINT "contract_payment_terms_interest_check" CHECK ("contract_payment_terms"."interest_bps" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "studio_charge" ADD COLUMN "send_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_payment_terms" ADD CONSTRAINT "contract_payment_terms_studio_id_studio_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payment_terms" ADD CONSTRAINT "contract_payment_terms_document_id_project_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payment_terms" ADD CONSTRAINT "contract_payment_terms_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;