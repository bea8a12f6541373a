CREATE TABLE "alertas_manutencao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alertas_manutencao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"tipo_alerta" varchar(20) NOT NULL,
	"quilometragem_alerta" integer DEFAULT 0 NOT NULL,
	"dias_alerta" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'ativo' NOT NULL,
	"resolvido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_manutencao_tipo_alerta_valido" CHECK ("alertas_manutencao"."tipo_alerta" in ('quilometragem', 'tempo')),
	CONSTRAINT "alertas_manutencao_status_valido" CHECK ("alertas_manutencao"."status" in ('ativo', 'resolvido')),
	CONSTRAINT "alertas_manutencao_quilometragem_nao_negativa" CHECK ("alertas_manutencao"."quilometragem_alerta" >= 0),
	CONSTRAINT "alertas_manutencao_dias_nao_negativos" CHECK ("alertas_manutencao"."dias_alerta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contratos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"veiculo_id" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"valor_aluguel" numeric(12, 2) NOT NULL,
	"status_contrato" varchar(20) DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_status_contrato_valido" CHECK ("contratos"."status_contrato" in ('ativo', 'finalizado', 'cancelado')),
	CONSTRAINT "contratos_valor_aluguel_positivo" CHECK ("contratos"."valor_aluguel" > 0),
	CONSTRAINT "contratos_data_fim_apos_inicio" CHECK ("contratos"."data_fim" is null or "contratos"."data_fim" >= "contratos"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"sucesso" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manutencoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manutencoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"tipo_manutencao" varchar(20) NOT NULL,
	"descricao" text NOT NULL,
	"data_manutencao" date NOT NULL,
	"quilometragem" integer NOT NULL,
	"custo" numeric(12, 2) NOT NULL,
	"status_atual" varchar(20) DEFAULT 'agendada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manutencoes_tipo_manutencao_valido" CHECK ("manutencoes"."tipo_manutencao" in ('preventiva', 'corretiva', 'revisao')),
	CONSTRAINT "manutencoes_status_atual_valido" CHECK ("manutencoes"."status_atual" in ('agendada', 'finalizada')),
	CONSTRAINT "manutencoes_quilometragem_nao_negativa" CHECK ("manutencoes"."quilometragem" >= 0),
	CONSTRAINT "manutencoes_custo_nao_negativo" CHECK ("manutencoes"."custo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "motoristas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "motoristas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(255) NOT NULL,
	"cpf" varchar(14) NOT NULL,
	"rg" varchar(30) NOT NULL,
	"data_nascimento" date NOT NULL,
	"cnh" varchar(30) NOT NULL,
	"categoria_cnh" varchar(2) NOT NULL,
	"validade_cnh" date NOT NULL,
	"telefone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"endereco" text NOT NULL,
	"status" varchar(20) DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "motoristas_categoria_cnh_valida" CHECK ("motoristas"."categoria_cnh" in ('A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE')),
	CONSTRAINT "motoristas_status_valido" CHECK ("motoristas"."status" in ('ativo', 'inativo', 'suspenso')),
	CONSTRAINT "motoristas_cpf_onze_digitos" CHECK (length(regexp_replace("motoristas"."cpf", '[^0-9]', '', 'g')) = 11)
);
--> statement-breakpoint
CREATE TABLE "multas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "multas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"motorista_id" integer NOT NULL,
	"data_multa" timestamp with time zone NOT NULL,
	"data_vencimento" timestamp with time zone NOT NULL,
	"valor_multa" numeric(12, 2) NOT NULL,
	"motivo" text NOT NULL,
	"observacoes" text,
	"transferido_para_condutor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multas_valor_multa_nao_negativo" CHECK ("multas"."valor_multa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pagamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"data_prevista" date NOT NULL,
	"data_pagamento" date,
	"valor_pago" numeric(12, 2) NOT NULL,
	"status_pagamento" varchar(20) DEFAULT 'pendente' NOT NULL,
	"gerado_automaticamente" boolean DEFAULT false NOT NULL,
	"editado_manualmente" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_status_pagamento_valido" CHECK ("pagamentos"."status_pagamento" in ('pendente', 'pago', 'atrasado', 'cancelado')),
	CONSTRAINT "pagamentos_valor_pago_nao_negativo" CHECK ("pagamentos"."valor_pago" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rastreadores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rastreadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome_dispositivo" varchar(255) NOT NULL,
	"codigo_identificacao" varchar(255) NOT NULL,
	"data_compra" date,
	"caracteristicas" text,
	"km_atual" integer,
	"veiculo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rastreadores_km_atual_nao_negativo" CHECK ("rastreadores"."km_atual" is null or "rastreadores"."km_atual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sinistros" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sinistros_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"motorista_id" integer NOT NULL,
	"data_sinistro" date NOT NULL,
	"descricao" text NOT NULL,
	"custo_reparo" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sinistros_custo_reparo_nao_negativo" CHECK ("sinistros"."custo_reparo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_minusculo" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "veiculos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"placa" varchar(8) NOT NULL,
	"modelo" varchar(100) NOT NULL,
	"marca" varchar(100) NOT NULL,
	"ano_fabricacao" integer NOT NULL,
	"quilometragem_inicial" integer NOT NULL,
	"data_aquisicao" date NOT NULL,
	"valor_compra" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculos_placa_formato" CHECK ("veiculos"."placa" ~ '^[A-Z]{3}-[0-9][A-Z0-9][0-9]{2}$'),
	CONSTRAINT "veiculos_ano_fabricacao_minimo" CHECK ("veiculos"."ano_fabricacao" >= 1900),
	CONSTRAINT "veiculos_quilometragem_inicial_nao_negativa" CHECK ("veiculos"."quilometragem_inicial" >= 0),
	CONSTRAINT "veiculos_valor_compra_nao_negativo" CHECK ("veiculos"."valor_compra" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "manutencoes" ADD CONSTRAINT "manutencoes_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "multas" ADD CONSTRAINT "multas_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "multas" ADD CONSTRAINT "multas_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "rastreadores" ADD CONSTRAINT "rastreadores_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "sinistros" ADD CONSTRAINT "sinistros_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "sinistros" ADD CONSTRAINT "sinistros_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "alertas_manutencao_veiculo_id_idx" ON "alertas_manutencao" USING btree ("veiculo_id");--> statement-breakpoint
CREATE INDEX "alertas_manutencao_status_idx" ON "alertas_manutencao" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_manutencao_aberto_key" ON "alertas_manutencao" USING btree ("veiculo_id","tipo_alerta") WHERE "alertas_manutencao"."status" = 'ativo';--> statement-breakpoint
CREATE INDEX "contratos_motorista_id_idx" ON "contratos" USING btree ("motorista_id");--> statement-breakpoint
CREATE INDEX "contratos_veiculo_id_idx" ON "contratos" USING btree ("veiculo_id");--> statement-breakpoint
CREATE INDEX "contratos_status_contrato_idx" ON "contratos" USING btree ("status_contrato");--> statement-breakpoint
CREATE INDEX "login_attempts_email_created_at_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_created_at_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "manutencoes_veiculo_id_data_manutencao_idx" ON "manutencoes" USING btree ("veiculo_id","data_manutencao");--> statement-breakpoint
CREATE UNIQUE INDEX "motoristas_cpf_key" ON "motoristas" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "multas_veiculo_id_data_multa_idx" ON "multas" USING btree ("veiculo_id","data_multa");--> statement-breakpoint
CREATE INDEX "multas_motorista_id_idx" ON "multas" USING btree ("motorista_id");--> statement-breakpoint
CREATE INDEX "multas_data_multa_idx" ON "multas" USING btree ("data_multa");--> statement-breakpoint
CREATE INDEX "pagamentos_contrato_id_data_prevista_idx" ON "pagamentos" USING btree ("contrato_id","data_prevista");--> statement-breakpoint
CREATE INDEX "pagamentos_status_pagamento_data_prevista_idx" ON "pagamentos" USING btree ("status_pagamento","data_prevista");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rastreadores_codigo_identificacao_key" ON "rastreadores" USING btree ("codigo_identificacao");--> statement-breakpoint
CREATE INDEX "rastreadores_veiculo_id_idx" ON "rastreadores" USING btree ("veiculo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sinistros_veiculo_id_data_sinistro_idx" ON "sinistros" USING btree ("veiculo_id","data_sinistro");--> statement-breakpoint
CREATE INDEX "sinistros_motorista_id_idx" ON "sinistros" USING btree ("motorista_id");--> statement-breakpoint
CREATE INDEX "sinistros_data_sinistro_idx" ON "sinistros" USING btree ("data_sinistro");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_placa_key" ON "veiculos" USING btree ("placa");