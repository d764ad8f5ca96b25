ALTER TABLE "client" ADD COLUMN "tipo" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "tratamento" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_taxa_ocupacao" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_coef_aproveitamento" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_taxa_permeabilidade" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_recuo_frontal" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_recuo_lateral" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_recuo_fundos" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_altura_maxima" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_parametros_fonte" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "terreno_parametros_consulta" date;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_tipo_check" CHECK ("tipo" in ('pessoa_feminina', 'pessoa_masculina', 'casal', 'empresa'));--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_tratamento_check" CHECK ("tratamento" in ('informal', 'formal'));