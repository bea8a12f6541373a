-- Every row of the entity tables carries a version: 1 when inserted, one more on each UPDATE, whoever runs it
-- (the API, the weekly charge job, the alert evaluation), so If-Match compares against the row as it is now.
CREATE FUNCTION "versao_incrementar"() RETURNS trigger AS $$
BEGIN
  NEW."versao" := OLD."versao" + 1;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "motoristas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "manutencoes" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "multas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sinistros" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rastreadores" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER "veiculos_versao" BEFORE UPDATE ON "veiculos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "motoristas_versao" BEFORE UPDATE ON "motoristas" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "contratos_versao" BEFORE UPDATE ON "contratos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "pagamentos_versao" BEFORE UPDATE ON "pagamentos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "manutencoes_versao" BEFORE UPDATE ON "manutencoes" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "multas_versao" BEFORE UPDATE ON "multas" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "sinistros_versao" BEFORE UPDATE ON "sinistros" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "rastreadores_versao" BEFORE UPDATE ON "rastreadores" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
CREATE TRIGGER "alertas_manutencao_versao" BEFORE UPDATE ON "alertas_manutencao" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
-- The answer to each POST sent with an Idempotency-Key, per user, for 24 hours: a repeat gets it again instead
-- of writing twice. The row is claimed (em_andamento) before the request runs and completed (concluida) with
-- its answer; a failure (5xx) deletes it so a retry can run.
CREATE TABLE "chaves_idempotencia" (
	"user_id" integer NOT NULL,
	"chave" varchar(255) NOT NULL,
	"rota" text NOT NULL,
	"hash_corpo" char(64) NOT NULL,
	"estado" varchar(20) DEFAULT 'em_andamento' NOT NULL,
	"status" integer,
	"cabecalhos" jsonb,
	"corpo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaves_idempotencia_pkey" PRIMARY KEY("user_id","chave"),
	CONSTRAINT "chaves_idempotencia_estado_valido" CHECK ("chaves_idempotencia"."estado" in ('em_andamento', 'concluida'))
);
--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD CONSTRAINT "chaves_idempotencia_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE restrict;
--> statement-breakpoint
CREATE INDEX "chaves_idempotencia_created_at_idx" ON "chaves_idempotencia" USING btree ("created_at");
