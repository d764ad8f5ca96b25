ALTER TABLE "provider_signature" ALTER COLUMN "provider_document_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_signature" ALTER COLUMN "sign_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_signature" ALTER COLUMN "status" SET DEFAULT 'enviando';--> statement-breakpoint
-- A version sent twice before this index (two clicks at once) keeps its first sending, or the signed one.
UPDATE "provider_signature" p SET "status" = 'cancelada' WHERE p."status" = 'enviada' AND EXISTS (SELECT 1 FROM "provider_signature" q WHERE q."id" <> p."id" AND q."document_id" = p."document_id" AND q."version" = p."version" AND q."status" <> 'cancelada' AND (q."status" = 'assinada' OR q."sent_at" < p."sent_at" OR (q."sent_at" = p."sent_at" AND q."id" < p."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "provider_signature_live_version_idx" ON "provider_signature" USING btree ("document_id","version") WHERE "provider_signature"."status" <> 'cancelada';