CREATE TABLE "vistorias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vistorias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"veiculo_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"realizada_em" timestamp with time zone NOT NULL,
	"quilometragem" integer NOT NULL,
	"combustivel_oitavos" integer NOT NULL,
	"itens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avarias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observacoes" text,
	"assinado_por_motorista" text,
	"status" varchar(20) DEFAULT 'rascunho' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistorias_tipo_valido" CHECK ("vistorias"."tipo" in ('entrega', 'devolucao')),
	CONSTRAINT "vistorias_status_valido" CHECK ("vistorias"."status" in ('rascunho', 'concluida')),
	CONSTRAINT "vistorias_combustivel_oitavos_valido" CHECK ("vistorias"."combustivel_oitavos" between 0 and 8),
	CONSTRAINT "vistorias_quilometragem_nao_negativa" CHECK ("vistorias"."quilometragem" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "vistorias_contrato_id_tipo_key" ON "vistorias" USING btree ("contrato_id","tipo");--> statement-breakpoint
CREATE INDEX "vistorias_veiculo_id_realizada_em_idx" ON "vistorias" USING btree ("veiculo_id","realizada_em");