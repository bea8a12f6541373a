CREATE TABLE "lancamentos_bancarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lancamentos_bancarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta" varchar(80) NOT NULL,
	"fitid" varchar(255) NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"memo" text,
	"nome" text,
	"status" varchar(20) DEFAULT 'aberto' NOT NULL,
	"lote_id" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_bancarios_valor_positivo" CHECK ("lancamentos_bancarios"."valor" > 0),
	CONSTRAINT "lancamentos_bancarios_status_valido" CHECK ("lancamentos_bancarios"."status" in ('aberto', 'confirmado', 'nao_aluguel'))
);
--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ADD CONSTRAINT "lancamentos_bancarios_lote_id_recebimentos_lotes_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."recebimentos_lotes"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "lancamentos_bancarios_conta_fitid_key" ON "lancamentos_bancarios" USING btree ("conta","fitid");--> statement-breakpoint
CREATE INDEX "lancamentos_bancarios_status_data_idx" ON "lancamentos_bancarios" USING btree ("status","data");--> statement-breakpoint
CREATE INDEX "lancamentos_bancarios_lote_id_idx" ON "lancamentos_bancarios" USING btree ("lote_id");--> statement-breakpoint
CREATE TRIGGER "lancamentos_bancarios_versao" BEFORE UPDATE ON "lancamentos_bancarios" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
