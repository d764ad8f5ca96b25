ALTER TABLE "client" ADD CONSTRAINT "client_id_user_unique" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "project" DROP CONSTRAINT "project_client_id_client_id_fk";
--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_client_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."client"("id","user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "project" SET "status" = 'concluido' WHERE "etapa" = 'concluido' AND "status" <> 'concluido';--> statement-breakpoint
UPDATE "project" SET "status" = 'em-andamento' WHERE "status" = 'concluido' AND "etapa" <> 'concluido';--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tipo_check" CHECK ("tipo" in ('residencial', 'comercial', 'misto', 'industrial', 'institucional', 'interiores', 'reforma'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_padrao_check" CHECK ("padrao" in ('baixo', 'normal', 'alto'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_etapa_check" CHECK ("etapa" in ('levantamento', 'programa', 'viabilidade', 'estudo-preliminar', 'anteprojeto', 'projeto-legal', 'projeto-executivo', 'obra', 'pos-obra', 'concluido'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_status_check" CHECK ("status" in ('em-andamento', 'pausado', 'concluido', 'cancelado'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_status_stage_check" CHECK (("status" = 'concluido') = ("etapa" = 'concluido'));
