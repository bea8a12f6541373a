CREATE TABLE "documentos_veiculo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentos_veiculo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"descricao" text,
	"vencimento" date NOT NULL,
	"valor" numeric(12, 2),
	"pago_em" date,
	"arquivo" varchar(30),
	"arquivo_chave" text,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_veiculo_tipo_valido" CHECK ("documentos_veiculo"."tipo" in ('ipva', 'licenciamento', 'seguro', 'vistoria_municipal', 'outro')),
	CONSTRAINT "documentos_veiculo_arquivo_valido" CHECK ("documentos_veiculo"."arquivo" is null or "documentos_veiculo"."arquivo" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "documentos_veiculo_valor_nao_negativo" CHECK ("documentos_veiculo"."valor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documentos_veiculo" ADD CONSTRAINT "documentos_veiculo_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "documentos_veiculo_veiculo_id_tipo_vencimento_idx" ON "documentos_veiculo" USING btree ("veiculo_id","tipo","vencimento");--> statement-breakpoint
CREATE INDEX "documentos_veiculo_nao_pagos_vencimento_idx" ON "documentos_veiculo" USING btree ("vencimento") WHERE "documentos_veiculo"."pago_em" is null;