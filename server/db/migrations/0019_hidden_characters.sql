-- Names and titles stored before the checks on control and bidirectional characters
-- (domain/text-fields.ts, decision 076) lose them: a line break or tab becomes a space, every
-- other such character is dropped, and a name left empty gets a neutral one. Written documents'
-- section titles, references' titles and programme rooms' names live in the versions' JSON and are
-- checked again each time a document is read, so a version holding one could not be opened.
CREATE FUNCTION "prancheta_sem_ocultos"(t text, vazio text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(regexp_replace(regexp_replace(t, '[\t\n\r\v\f]+', ' ', 'g'), '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g')), ''), vazio)
$$;
--> statement-breakpoint
CREATE FUNCTION "prancheta_tem_ocultos"(t text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT t ~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
$$;
--> statement-breakpoint
-- Each element of the array at `chave` whose text field `campo` holds one is cleaned, in order.
CREATE FUNCTION "prancheta_lista_sem_ocultos"(lista jsonb, campo text, vazio text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(e -> campo) = 'string' AND "prancheta_tem_ocultos"(e ->> campo)
      THEN jsonb_set(e, ARRAY[campo], to_jsonb("prancheta_sem_ocultos"(e ->> campo, vazio)))
      ELSE e END
    ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements(lista) WITH ORDINALITY AS x(e, o)
$$;
--> statement-breakpoint
UPDATE "document_version" v SET "conteudo" = jsonb_set(v."conteudo", ARRAY[k.chave], "prancheta_lista_sem_ocultos"(v."conteudo" -> k.chave, k.campo, k.vazio))
FROM "project_document" d,
  (VALUES ('conceito', 'sections', 'title', 'Seção'), ('memorial', 'sections', 'title', 'Seção'), ('justificativa', 'sections', 'title', 'Seção'),
    ('apresentacao', 'sections', 'title', 'Seção'), ('referencias', 'items', 'title', 'Referência'), ('programa', 'rooms', 'name', 'Ambiente')) AS k(tipo, chave, campo, vazio)
WHERE d."id" = v."document_id" AND d."tipo" = k.tipo AND jsonb_typeof(v."conteudo" -> k.chave) = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(v."conteudo" -> k.chave) AS e WHERE jsonb_typeof(e -> k.campo) = 'string' AND "prancheta_tem_ocultos"(e ->> k.campo));
--> statement-breakpoint
UPDATE "client" SET "nome" = "prancheta_sem_ocultos"("nome", 'Cliente sem nome') WHERE "prancheta_tem_ocultos"("nome");
--> statement-breakpoint
UPDATE "project" SET "nome" = "prancheta_sem_ocultos"("nome", 'Projeto sem nome') WHERE "prancheta_tem_ocultos"("nome");
--> statement-breakpoint
UPDATE "studio" SET "name" = "prancheta_sem_ocultos"("name", 'Estúdio') WHERE "prancheta_tem_ocultos"("name");
--> statement-breakpoint
UPDATE "user" SET "name" = "prancheta_sem_ocultos"("name", 'Sem nome') WHERE "prancheta_tem_ocultos"("name");
--> statement-breakpoint
UPDATE "calendar_event" SET "titulo" = "prancheta_sem_ocultos"("titulo", 'Evento') WHERE "prancheta_tem_ocultos"("titulo");
--> statement-breakpoint
UPDATE "reminder" SET "titulo" = "prancheta_sem_ocultos"("titulo", 'Lembrete') WHERE "prancheta_tem_ocultos"("titulo");
--> statement-breakpoint
UPDATE "custom_tab" SET "nome" = "prancheta_sem_ocultos"("nome", 'Aba') WHERE "prancheta_tem_ocultos"("nome");
--> statement-breakpoint
UPDATE "presentation" SET "titulo" = "prancheta_sem_ocultos"("titulo", 'Apresentação') WHERE "prancheta_tem_ocultos"("titulo");
--> statement-breakpoint
UPDATE "suggestion" SET "nome" = "prancheta_sem_ocultos"("nome", 'Sem nome') WHERE "prancheta_tem_ocultos"("nome");
--> statement-breakpoint
DROP FUNCTION "prancheta_lista_sem_ocultos"(jsonb, text, text);
--> statement-breakpoint
DROP FUNCTION "prancheta_sem_ocultos"(text, text);
--> statement-breakpoint
DROP FUNCTION "prancheta_tem_ocultos"(text);
