CREATE TABLE "planos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(100) NOT NULL,
	"valor_semanal" numeric(12, 2) NOT NULL,
	"km_franquia_semanal" integer,
	"valor_km_excedente" numeric(12, 2) DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planos_valor_semanal_positivo" CHECK ("planos"."valor_semanal" > 0),
	CONSTRAINT "planos_km_franquia_semanal_nao_negativa" CHECK ("planos"."km_franquia_semanal" >= 0),
	CONSTRAINT "planos_valor_km_excedente_nao_negativo" CHECK ("planos"."valor_km_excedente" >= 0)
);
--> statement-breakpoint
CREATE TABLE "semanas_km" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "semanas_km_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"km_inicio" integer NOT NULL,
	"km_fim" integer NOT NULL,
	"km_franquia" integer NOT NULL,
	"pagamento_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "semanas_km_fim_apos_inicio" CHECK ("semanas_km"."fim" > "semanas_km"."inicio")
);
--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_tipo_valido";--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "plano_id" integer;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "km_franquia_semanal" integer;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "valor_km_excedente" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "semanas_km" ADD CONSTRAINT "semanas_km_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "semanas_km" ADD CONSTRAINT "semanas_km_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "planos_nome_key" ON "planos" USING btree ("nome");--> statement-breakpoint
CREATE UNIQUE INDEX "semanas_km_contrato_id_inicio_key" ON "semanas_km" USING btree ("contrato_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "semanas_km_pagamento_id_key" ON "semanas_km" USING btree ("pagamento_id");--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "contratos_plano_id_idx" ON "contratos" USING btree ("plano_id");--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_km_franquia_semanal_nao_negativa" CHECK ("contratos"."km_franquia_semanal" >= 0);--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_valor_km_excedente_nao_negativo" CHECK ("contratos"."valor_km_excedente" >= 0);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_tipo_valido" CHECK ("pagamentos"."tipo" in ('aluguel', 'caucao', 'multa', 'sinistro', 'avulso', 'km_excedente'));