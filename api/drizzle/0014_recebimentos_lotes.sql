-- One payment covering several charges (issue 31): a lote is the amount a driver paid at once; its parts are the
-- receipts (recebimentos.lote_id) it became, one per charge, oldest due first. A sub-resource of the driver like the
-- receipts: no row counts (0011's contagens are for the registries' lists).
CREATE TABLE "recebimentos_lotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recebimentos_lotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"data_pagamento" date NOT NULL,
	"forma_pagamento" varchar(20) NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recebimentos_lotes_valor_positivo" CHECK ("recebimentos_lotes"."valor" > 0),
	CONSTRAINT "recebimentos_lotes_forma_pagamento_valida" CHECK ("recebimentos_lotes"."forma_pagamento" in ('pix', 'dinheiro', 'cartao', 'transferencia', 'boleto'))
);
--> statement-breakpoint
ALTER TABLE "recebimentos" ADD COLUMN "lote_id" integer;--> statement-breakpoint
ALTER TABLE "recebimentos_lotes" ADD CONSTRAINT "recebimentos_lotes_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "recebimentos_lotes_motorista_id_idx" ON "recebimentos_lotes" USING btree ("motorista_id");--> statement-breakpoint
ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_lote_id_recebimentos_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."recebimentos_lotes"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "recebimentos_lote_id_idx" ON "recebimentos" USING btree ("lote_id");--> statement-breakpoint
CREATE TRIGGER "recebimentos_lotes_versao" BEFORE UPDATE ON "recebimentos_lotes" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
