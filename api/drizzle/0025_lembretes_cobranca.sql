-- The day's collection reminders (issue 36): the schedule in Empresa, and each reminder sent.
CREATE TABLE "lembretes_cobranca" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lembretes_cobranca_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"data" date NOT NULL,
	"etapa" varchar(12) NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"enviado_por" integer,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_cobranca_valor_nao_negativo" CHECK ("lembretes_cobranca"."valor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "lembretes_dias" integer[] DEFAULT '{-1,0,1,3,7}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" ADD CONSTRAINT "lembretes_cobranca_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" ADD CONSTRAINT "lembretes_cobranca_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "lembretes_cobranca_motorista_data_etapa_key" ON "lembretes_cobranca" USING btree ("motorista_id","data","etapa");--> statement-breakpoint
CREATE INDEX "lembretes_cobranca_motorista_id_enviado_em_idx" ON "lembretes_cobranca" USING btree ("motorista_id","enviado_em");--> statement-breakpoint
CREATE TRIGGER "lembretes_cobranca_versao" BEFORE UPDATE ON "lembretes_cobranca" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
