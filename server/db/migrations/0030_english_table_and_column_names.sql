-- Code and database speak one language (decision 108, superseding the last point of decision 040):
-- every Portuguese table and column name becomes the snake_case of its Drizzle name, and the
-- constraints and indexes named after them follow. Renames only: no row is read or rewritten.
ALTER TABLE "cub_tabela_publicada" RENAME TO "cub_published_table";
--> statement-breakpoint
ALTER TABLE "honorarios_projeto" RENAME TO "project_fees";
--> statement-breakpoint
ALTER TABLE "custo_hora_escritorio" RENAME TO "studio_hourly_cost";
--> statement-breakpoint
ALTER TABLE "proposta_transicao" RENAME TO "proposal_transition";
--> statement-breakpoint
ALTER TABLE "portal_decisao" RENAME TO "portal_decision";
--> statement-breakpoint
ALTER TABLE "portal_entrega" RENAME TO "portal_delivery";
--> statement-breakpoint
ALTER TABLE "portal_documento" RENAME TO "portal_document";
--> statement-breakpoint
ALTER TABLE "portal_evento" RENAME TO "portal_event";
--> statement-breakpoint
ALTER TABLE "portal_assinatura" RENAME TO "portal_signature";
--> statement-breakpoint
ALTER TABLE "user" RENAME COLUMN "uf_padrao" TO "default_uf";
--> statement-breakpoint
ALTER TABLE "user" RENAME COLUMN "padrao_padrao" TO "default_standard";
--> statement-breakpoint
ALTER TABLE "user" RENAME COLUMN "tom_ia" TO "ai_tone";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "registro_cau" TO "cau";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "telefone" TO "phone";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "email_publico" TO "public_email";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "endereco" TO "address";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "site" TO "website";
--> statement-breakpoint
ALTER TABLE "studio" RENAME COLUMN "cor_marca" TO "brand_color";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "nome_key" TO "name_key";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "telefone" TO "phone";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "documento" TO "document";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "endereco" TO "address";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "observacoes" TO "notes";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "tipo" TO "kind";
--> statement-breakpoint
ALTER TABLE "client" RENAME COLUMN "tratamento" TO "address_form";
--> statement-breakpoint
ALTER TABLE "client" RENAME CONSTRAINT "client_tipo_check" TO "client_kind_check";
--> statement-breakpoint
ALTER TABLE "client" RENAME CONSTRAINT "client_tratamento_check" TO "client_address_form_check";
--> statement-breakpoint
ALTER INDEX "client_studio_nome_idx" RENAME TO "client_studio_name_idx";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "tipo" TO "type";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_endereco" TO "plot_address";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_cidade" TO "plot_city";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_uf" TO "plot_state";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_area" TO "plot_area";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_frente" TO "plot_frontage";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_fundo" TO "plot_depth";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_zoneamento" TO "plot_zoning";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_topografia" TO "plot_topography";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_taxa_ocupacao" TO "plot_occupancy_rate";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_coef_aproveitamento" TO "plot_floor_area_ratio";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_taxa_permeabilidade" TO "plot_permeability";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_recuo_frontal" TO "plot_front_setback";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_recuo_lateral" TO "plot_side_setback";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_recuo_fundos" TO "plot_rear_setback";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_altura_maxima" TO "plot_max_height";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_parametros_fonte" TO "plot_parameters_source";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "terreno_parametros_consulta" TO "plot_parameters_consulted_on";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "area_construida" TO "built_area";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "padrao" TO "standard";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "etapa" TO "stage";
--> statement-breakpoint
ALTER TABLE "project" RENAME COLUMN "prazo" TO "deadline";
--> statement-breakpoint
ALTER TABLE "project" RENAME CONSTRAINT "project_tipo_check" TO "project_type_check";
--> statement-breakpoint
ALTER TABLE "project" RENAME CONSTRAINT "project_padrao_check" TO "project_standard_check";
--> statement-breakpoint
ALTER TABLE "project" RENAME CONSTRAINT "project_etapa_check" TO "project_stage_check";
--> statement-breakpoint
ALTER INDEX "project_studio_prazo_idx" RENAME TO "project_studio_deadline_idx";
--> statement-breakpoint
ALTER TABLE "project_stage_change" RENAME COLUMN "etapa" TO "stage";
--> statement-breakpoint
ALTER TABLE "project_stage_change" RENAME COLUMN "anterior" TO "previous";
--> statement-breakpoint
ALTER TABLE "project_stage_change" RENAME COLUMN "observacao" TO "note";
--> statement-breakpoint
ALTER TABLE "project_stage_change" RENAME COLUMN "em" TO "at";
--> statement-breakpoint
ALTER INDEX "project_stage_change_project_em_idx" RENAME TO "project_stage_change_project_at_idx";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "numero" TO "number";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "conteudo" TO "content";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "origem" TO "source";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "provedor" TO "provider";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "modelo" TO "model";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME COLUMN "restaurada_de" TO "restored_from";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME CONSTRAINT "document_version_document_numero_unique" TO "document_version_document_number_unique";
--> statement-breakpoint
ALTER TABLE "document_version" RENAME CONSTRAINT "document_version_origem_check" TO "document_version_source_check";
--> statement-breakpoint
ALTER TABLE "project_document" RENAME COLUMN "tipo" TO "kind";
--> statement-breakpoint
ALTER TABLE "project_document" RENAME COLUMN "versao" TO "version";
--> statement-breakpoint
ALTER TABLE "project_document" RENAME CONSTRAINT "project_document_project_tipo_unique" TO "project_document_project_kind_unique";
--> statement-breakpoint
ALTER TABLE "project_document" RENAME CONSTRAINT "project_document_tipo_check" TO "project_document_kind_check";
--> statement-breakpoint
ALTER INDEX "project_document_studio_tipo_updated_idx" RENAME TO "project_document_studio_kind_updated_idx";
--> statement-breakpoint
ALTER TABLE "stored_file" RENAME COLUMN "finalidade" TO "purpose";
--> statement-breakpoint
ALTER TABLE "stored_file" RENAME COLUMN "tamanho" TO "size";
--> statement-breakpoint
ALTER TABLE "stored_file" RENAME COLUMN "variante" TO "variant";
--> statement-breakpoint
ALTER TABLE "stored_file" RENAME COLUMN "nome_original" TO "original_name";
--> statement-breakpoint
ALTER TABLE "stored_file" RENAME CONSTRAINT "stored_file_finalidade_check" TO "stored_file_purpose_check";
--> statement-breakpoint
ALTER TABLE "email_change" RENAME COLUMN "novo_email" TO "new_email";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "titulo" TO "title";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "modelo" TO "template";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "conteudo" TO "content";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "progresso" TO "progress";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "etapa" TO "stage";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "erro" TO "error";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME COLUMN "slides" TO "slide_count";
--> statement-breakpoint
ALTER TABLE "presentation" RENAME CONSTRAINT "presentation_modelo_check" TO "presentation_template_check";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME COLUMN "mes" TO "month";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME COLUMN "entidade" TO "entity";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME COLUMN "fonte" TO "source";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME COLUMN "valores" TO "values";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME COLUMN "texto_importado" TO "imported_text";
--> statement-breakpoint
ALTER TABLE "cub_published_table" RENAME CONSTRAINT "cub_tabela_publicada_published_by_user_id_fk" TO "cub_published_table_published_by_user_id_fk";
--> statement-breakpoint
ALTER INDEX "cub_tabela_publicada_vigente_uq" RENAME TO "cub_published_table_current_uq";
--> statement-breakpoint
ALTER INDEX "cub_tabela_publicada_published_idx" RENAME TO "cub_published_table_published_idx";
--> statement-breakpoint
ALTER INDEX "cub_tabela_publicada_pkey" RENAME TO "cub_published_table_pkey";
--> statement-breakpoint
ALTER TABLE "project_material" RENAME COLUMN "observacao" TO "note";
--> statement-breakpoint
ALTER TABLE "studio_cub" RENAME COLUMN "mes" TO "month";
--> statement-breakpoint
ALTER TABLE "studio_cub" RENAME COLUMN "codigo" TO "code";
--> statement-breakpoint
ALTER TABLE "studio_cub" RENAME COLUMN "valor" TO "value";
--> statement-breakpoint
ALTER TABLE "studio_cub" RENAME COLUMN "fonte" TO "source";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "tipo" TO "kind";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "chave" TO "key";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "executar_em" TO "run_at";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "tentativas" TO "attempts";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "max_tentativas" TO "max_attempts";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "bloqueado_ate" TO "locked_until";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "bloqueado_por" TO "locked_by";
--> statement-breakpoint
ALTER TABLE "job" RENAME COLUMN "ultimo_erro" TO "last_error";
--> statement-breakpoint
ALTER INDEX "job_chave_uq" RENAME TO "job_key_uq";
--> statement-breakpoint
ALTER INDEX "job_status_executar_idx" RENAME TO "job_status_run_at_idx";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "tipo" TO "kind";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "titulo" TO "title";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "texto" TO "body";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "chave" TO "key";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "lida_em" TO "read_at";
--> statement-breakpoint
ALTER TABLE "notification" RENAME COLUMN "enviada_em" TO "emailed_at";
--> statement-breakpoint
ALTER INDEX "notification_chave_uq" RENAME TO "notification_key_uq";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "titulo" TO "title";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "data" TO "date";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "horario" TO "time";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "fuso" TO "time_zone";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "inicio" TO "starts_at";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "notificacao" TO "notification";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "recorrencia_meses" TO "recurrence_months";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "conselho" TO "advice";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME COLUMN "conselho_fonte" TO "advice_provider";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME CONSTRAINT "calendar_event_notificacao_check" TO "calendar_event_notification_check";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME CONSTRAINT "calendar_event_horario_check" TO "calendar_event_time_check";
--> statement-breakpoint
ALTER TABLE "calendar_event" RENAME CONSTRAINT "calendar_event_recorrencia_check" TO "calendar_event_recurrence_check";
--> statement-breakpoint
ALTER INDEX "calendar_event_studio_data_idx" RENAME TO "calendar_event_studio_date_idx";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "titulo" TO "title";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "descricao" TO "description";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "data" TO "date";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "prioridade" TO "priority";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "fuso" TO "time_zone";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "adiado_ate" TO "snoozed_until";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "concluido_em" TO "done_at";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "conselho" TO "advice";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME COLUMN "conselho_fonte" TO "advice_provider";
--> statement-breakpoint
ALTER TABLE "reminder" RENAME CONSTRAINT "reminder_prioridade_check" TO "reminder_priority_check";
--> statement-breakpoint
ALTER INDEX "reminder_user_studio_data_idx" RENAME TO "reminder_user_studio_date_idx";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "blocos" TO "blocks";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "notas" TO "notes";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "posicao" TO "position";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "conselho" TO "advice";
--> statement-breakpoint
ALTER TABLE "custom_tab" RENAME COLUMN "conselho_fonte" TO "advice_provider";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME COLUMN "canal" TO "channel";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME COLUMN "tom" TO "tone";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME COLUMN "mensagem" TO "received";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME COLUMN "sugestoes" TO "suggestions";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME COLUMN "sugestoes_fonte" TO "suggestions_provider";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME CONSTRAINT "client_message_canal_check" TO "client_message_channel_check";
--> statement-breakpoint
ALTER TABLE "client_message" RENAME CONSTRAINT "client_message_tom_check" TO "client_message_tone_check";
--> statement-breakpoint
ALTER TABLE "client_message_reply" RENAME COLUMN "canal" TO "channel";
--> statement-breakpoint
ALTER TABLE "client_message_reply" RENAME COLUMN "texto" TO "text";
--> statement-breakpoint
ALTER TABLE "client_message_reply" RENAME COLUMN "enviada_em" TO "sent_at";
--> statement-breakpoint
ALTER TABLE "client_message_reply" RENAME CONSTRAINT "client_message_reply_canal_check" TO "client_message_reply_channel_check";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "tipo" TO "type";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "urgencia" TO "urgency";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "texto" TO "text";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "viabilidade" TO "feasibility";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "tempo_estimado" TO "estimate";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "resposta" TO "reply";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME COLUMN "triagem_fonte" TO "triage_provider";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME CONSTRAINT "suggestion_tipo_check" TO "suggestion_type_check";
--> statement-breakpoint
ALTER TABLE "suggestion" RENAME CONSTRAINT "suggestion_urgencia_check" TO "suggestion_urgency_check";
--> statement-breakpoint
ALTER TABLE "generated_image" RENAME COLUMN "modelo" TO "model";
--> statement-breakpoint
ALTER TABLE "generated_image" RENAME COLUMN "tamanho" TO "size";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME COLUMN "ferramenta" TO "tool";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME COLUMN "entradas" TO "inputs";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME COLUMN "calculo" TO "computed";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME COLUMN "texto" TO "text";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME COLUMN "fonte" TO "provider";
--> statement-breakpoint
ALTER TABLE "tool_run" RENAME CONSTRAINT "tool_run_ferramenta_check" TO "tool_run_tool_check";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME COLUMN "metodo" TO "method";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME COLUMN "entrada" TO "input";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME COLUMN "custo_hora" TO "hourly_cost";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME CONSTRAINT "honorarios_projeto_project_id_project_id_fk" TO "project_fees_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME CONSTRAINT "honorarios_projeto_studio_id_studio_id_fk" TO "project_fees_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME CONSTRAINT "honorarios_projeto_updated_by_user_id_fk" TO "project_fees_updated_by_user_id_fk";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME CONSTRAINT "honorarios_projeto_metodo_check" TO "project_fees_method_check";
--> statement-breakpoint
ALTER TABLE "project_fees" RENAME CONSTRAINT "honorarios_projeto_total_check" TO "project_fees_total_check";
--> statement-breakpoint
ALTER INDEX "honorarios_projeto_pkey" RENAME TO "project_fees_pkey";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME COLUMN "custos_diretos" TO "direct_monthly";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME COLUMN "custos_indiretos" TO "indirect_monthly";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME COLUMN "horas_produtivas" TO "productive_hours";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME COLUMN "impostos_bps" TO "taxes_bps";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME COLUMN "lucro_bps" TO "profit_bps";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME CONSTRAINT "custo_hora_escritorio_studio_id_studio_id_fk" TO "studio_hourly_cost_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "studio_hourly_cost" RENAME CONSTRAINT "custo_hora_escritorio_updated_by_user_id_fk" TO "studio_hourly_cost_updated_by_user_id_fk";
--> statement-breakpoint
ALTER INDEX "custo_hora_escritorio_pkey" RENAME TO "studio_hourly_cost_pkey";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME COLUMN "versao" TO "version";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME COLUMN "ordem" TO "position";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME COLUMN "estado" TO "state";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME COLUMN "por" TO "actor_kind";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME COLUMN "nome_cliente" TO "actor_name";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_studio_id_studio_id_fk" TO "proposal_transition_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_document_id_project_document_id_fk" TO "proposal_transition_document_id_project_document_id_fk";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_author_id_user_id_fk" TO "proposal_transition_author_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_document_ordem_unique" TO "proposal_transition_document_position_unique";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_estado_check" TO "proposal_transition_state_check";
--> statement-breakpoint
ALTER TABLE "proposal_transition" RENAME CONSTRAINT "proposta_transicao_por_check" TO "proposal_transition_actor_kind_check";
--> statement-breakpoint
ALTER INDEX "proposta_transicao_pkey" RENAME TO "proposal_transition_pkey";
--> statement-breakpoint
ALTER TABLE "api_idempotency" RENAME COLUMN "chave" TO "key";
--> statement-breakpoint
ALTER TABLE "api_idempotency" RENAME COLUMN "requisicao" TO "request";
--> statement-breakpoint
ALTER TABLE "api_idempotency" RENAME COLUMN "corpo" TO "body";
--> statement-breakpoint
ALTER TABLE "api_token" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "api_token" RENAME COLUMN "escopo" TO "scope";
--> statement-breakpoint
ALTER TABLE "api_token" RENAME COLUMN "prefixo" TO "prefix";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME COLUMN "decisao" TO "decision";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME COLUMN "nome" TO "name";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME COLUMN "comentario" TO "comment";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME COLUMN "documentos" TO "documents";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME CONSTRAINT "portal_decisao_studio_id_studio_id_fk" TO "portal_decision_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME CONSTRAINT "portal_decisao_delivery_id_portal_entrega_id_fk" TO "portal_decision_delivery_id_portal_delivery_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_decision" RENAME CONSTRAINT "portal_decisao_decisao_check" TO "portal_decision_decision_check";
--> statement-breakpoint
ALTER INDEX "portal_decisao_entrega_idx" RENAME TO "portal_decision_delivery_idx";
--> statement-breakpoint
ALTER INDEX "portal_decisao_pkey" RENAME TO "portal_decision_pkey";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME COLUMN "etapa" TO "stage";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME COLUMN "documentos" TO "documents";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME COLUMN "entregue_em" TO "delivered_at";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME CONSTRAINT "portal_entrega_studio_id_studio_id_fk" TO "portal_delivery_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME CONSTRAINT "portal_entrega_project_id_project_id_fk" TO "portal_delivery_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME CONSTRAINT "portal_entrega_delivered_by_user_id_fk" TO "portal_delivery_delivered_by_user_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_delivery" RENAME CONSTRAINT "portal_entrega_etapa_check" TO "portal_delivery_stage_check";
--> statement-breakpoint
ALTER INDEX "portal_entrega_projeto_idx" RENAME TO "portal_delivery_project_idx";
--> statement-breakpoint
ALTER INDEX "portal_entrega_pkey" RENAME TO "portal_delivery_pkey";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME COLUMN "compartilhado" TO "shared";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME COLUMN "para_assinatura" TO "for_signature";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME CONSTRAINT "portal_documento_document_id_project_document_id_fk" TO "portal_document_document_id_project_document_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME CONSTRAINT "portal_documento_studio_id_studio_id_fk" TO "portal_document_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME CONSTRAINT "portal_documento_project_id_project_id_fk" TO "portal_document_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_document" RENAME CONSTRAINT "portal_documento_updated_by_user_id_fk" TO "portal_document_updated_by_user_id_fk";
--> statement-breakpoint
ALTER INDEX "portal_documento_pkey" RENAME TO "portal_document_pkey";
--> statement-breakpoint
ALTER TABLE "portal_event" RENAME COLUMN "tipo" TO "kind";
--> statement-breakpoint
ALTER TABLE "portal_event" RENAME COLUMN "versao" TO "version";
--> statement-breakpoint
ALTER TABLE "portal_event" RENAME CONSTRAINT "portal_evento_studio_id_studio_id_fk" TO "portal_event_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_event" RENAME CONSTRAINT "portal_evento_project_id_project_id_fk" TO "portal_event_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_event" RENAME CONSTRAINT "portal_evento_tipo_check" TO "portal_event_kind_check";
--> statement-breakpoint
ALTER INDEX "portal_evento_projeto_idx" RENAME TO "portal_event_project_idx";
--> statement-breakpoint
ALTER INDEX "portal_evento_pkey" RENAME TO "portal_event_pkey";
--> statement-breakpoint
ALTER TABLE "portal_pdf" RENAME COLUMN "versao" TO "version";
--> statement-breakpoint
ALTER TABLE "portal_pdf" RENAME CONSTRAINT "portal_pdf_documento_versao_unique" TO "portal_pdf_document_version_unique";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "versao" TO "version";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "nome_completo" TO "full_name";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "assinatura_digitada" TO "typed_signature";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "consentimento" TO "consent";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "assinada_em" TO "signed_at";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "pdf_assinado" TO "signed_pdf";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME COLUMN "pdf_assinado_sha256" TO "signed_pdf_sha256";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME CONSTRAINT "portal_assinatura_studio_id_studio_id_fk" TO "portal_signature_studio_id_studio_id_fk";
--> statement-breakpoint
ALTER TABLE "portal_signature" RENAME CONSTRAINT "portal_assinatura_document_id_project_document_id_fk" TO "portal_signature_document_id_project_document_id_fk";
--> statement-breakpoint
ALTER INDEX "portal_assinatura_documento_idx" RENAME TO "portal_signature_document_idx";
--> statement-breakpoint
ALTER INDEX "portal_assinatura_pkey" RENAME TO "portal_signature_pkey";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "numero" TO "number";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "em" TO "at";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "status_http" TO "status_code";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "duracao_ms" TO "duration_ms";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "resposta" TO "response_excerpt";
--> statement-breakpoint
ALTER TABLE "webhook_attempt" RENAME COLUMN "erro" TO "error";
--> statement-breakpoint
ALTER TABLE "webhook_delivery" RENAME COLUMN "tentativas" TO "attempts";
--> statement-breakpoint
ALTER TABLE "webhook_delivery" RENAME COLUMN "proxima_tentativa" TO "next_attempt_at";
--> statement-breakpoint
ALTER TABLE "webhook_delivery" RENAME COLUMN "reenvio_de" TO "resent_from";
--> statement-breakpoint
ALTER TABLE "webhook_delivery" RENAME COLUMN "entregue_em" TO "delivered_at";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "descricao" TO "description";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "eventos" TO "events";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "segredo_cifrado" TO "secret_ciphertext";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "segredo_prefixo" TO "secret_prefix";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "ativo" TO "active";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "falhando_desde" TO "failing_since";
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" RENAME COLUMN "desativado_em" TO "disabled_at";
--> statement-breakpoint
ALTER TABLE "webhook_event" RENAME COLUMN "tipo" TO "type";
--> statement-breakpoint
ALTER TABLE "webhook_event" RENAME COLUMN "dados" TO "data";
--> statement-breakpoint
ALTER TABLE "webhook_event" RENAME CONSTRAINT "webhook_event_tipo_check" TO "webhook_event_type_check";
--> statement-breakpoint
ALTER TABLE "studio_gateway_account" RENAME COLUMN "token_webhook_sha256" TO "webhook_token_sha256";
