CREATE TABLE "recebimentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recebimentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pagamento_id" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"data_pagamento" date NOT NULL,
	"forma_pagamento" varchar(20),
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recebimentos_valor_positivo" CHECK ("recebimentos"."valor" > 0),
	CONSTRAINT "recebimentos_forma_pagamento_valida" CHECK ("recebimentos"."forma_pagamento" in ('pix', 'dinheiro', 'cartao', 'transferencia', 'boleto', 'caucao'))
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "valor_caucao" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "caucao_devolvida" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "multas" ADD COLUMN "valor_cobrado_motorista" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "tipo" varchar(20) DEFAULT 'aluguel' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "valor_recebido" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "saldo" numeric(12, 2) GENERATED ALWAYS AS (valor_pago - valor_recebido) STORED;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "multa_id" integer;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "sinistro_id" integer;
--> statement-breakpoint
ALTER TABLE "sinistros" ADD COLUMN "valor_cobrado_motorista" numeric(12, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "totais_semanais" ADD COLUMN "ressarcimentos" numeric DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_pagamento_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."pagamentos"("id") ON DELETE restrict ON UPDATE restrict;
--> statement-breakpoint
CREATE INDEX "recebimentos_pagamento_id_idx" ON "recebimentos" USING btree ("pagamento_id");
--> statement-breakpoint
CREATE INDEX "recebimentos_data_pagamento_idx" ON "recebimentos" USING btree ("data_pagamento");
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_multa_id_multas_id_fk" FOREIGN KEY ("multa_id") REFERENCES "public"."multas"("id") ON DELETE restrict ON UPDATE restrict;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_sinistro_id_sinistros_id_fk" FOREIGN KEY ("sinistro_id") REFERENCES "public"."sinistros"("id") ON DELETE restrict ON UPDATE restrict;
--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_multa_id_key" ON "pagamentos" USING btree ("multa_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_sinistro_id_key" ON "pagamentos" USING btree ("sinistro_id");
--> statement-breakpoint
CREATE INDEX "pagamentos_em_aberto_data_prevista_idx" ON "pagamentos" USING btree ("data_prevista","contrato_id") WHERE "pagamentos"."status_pagamento" in ('pendente', 'atrasado');
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_valor_caucao_nao_negativo" CHECK ("contratos"."valor_caucao" >= 0);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_caucao_devolvida_nao_negativa" CHECK ("contratos"."caucao_devolvida" >= 0);
--> statement-breakpoint
ALTER TABLE "multas" ADD CONSTRAINT "multas_valor_cobrado_motorista_nao_negativo" CHECK ("multas"."valor_cobrado_motorista" >= 0);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_tipo_valido" CHECK ("pagamentos"."tipo" in ('aluguel', 'caucao', 'multa', 'sinistro', 'avulso'));
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_valor_recebido_ate_valor" CHECK ("pagamentos"."valor_recebido" >= 0 and "pagamentos"."valor_recebido" <= "pagamentos"."valor_pago");
--> statement-breakpoint
ALTER TABLE "sinistros" ADD CONSTRAINT "sinistros_valor_cobrado_motorista_nao_negativo" CHECK ("sinistros"."valor_cobrado_motorista" >= 0);
--> statement-breakpoint
CREATE TRIGGER "recebimentos_versao" BEFORE UPDATE ON "recebimentos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
--> statement-breakpoint
-- A payment marked pago before receipts existed was paid in full on its payment date: one receipt each, with no
-- method (nobody recorded it). Written before the triggers below, then the charges' valor_recebido at once.
INSERT INTO "recebimentos" ("pagamento_id", "valor", "data_pagamento", "forma_pagamento", "created_at")
  SELECT "id", "valor_pago", "data_pagamento", NULL, "updated_at" FROM "pagamentos"
  WHERE "status_pagamento" = 'pago' AND "valor_pago" > 0 AND "data_pagamento" IS NOT NULL;
--> statement-breakpoint
-- the charge is as it was (pago, its date, its value): the new column is filled in without moving its versao, so an
-- edit begun before the upgrade still saves
ALTER TABLE "pagamentos" DISABLE TRIGGER "pagamentos_versao";
--> statement-breakpoint
UPDATE "pagamentos" SET "valor_recebido" = "valor_pago" WHERE "status_pagamento" = 'pago' AND "valor_pago" > 0 AND "data_pagamento" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ENABLE TRIGGER "pagamentos_versao";
--> statement-breakpoint
-- Rent received, and money received from drivers for fines and accidents, by the receipt's week.
CREATE FUNCTION "totais_semanais_receber"(dia date, alugueis numeric, ressarcimentos numeric) RETURNS void AS $$
  INSERT INTO "totais_semanais" AS t ("semana", "alugueis", "ressarcimentos")
  VALUES (date_trunc('week', dia)::date, alugueis, ressarcimentos)
  ON CONFLICT ("semana") DO UPDATE SET
    "alugueis" = t."alugueis" + excluded."alugueis",
    "ressarcimentos" = t."ressarcimentos" + excluded."ressarcimentos";
$$ LANGUAGE sql;
--> statement-breakpoint
-- A receipt (or its estorno, a DELETE) moves its charge's valor_recebido. Once nothing is owed the charge is pago,
-- dated by its last receipt; an estorno of a paid charge reopens it as pendente, or atrasado when past due (São
-- Paulo's today). A cancelado charge keeps its status. Then the week's income: rent for an aluguel charge, a
-- ressarcimento for a fine's or an accident's; never the caução, which is money held.
CREATE FUNCTION "recebimentos_aplicar"() RETURNS trigger AS $$
DECLARE
  r "recebimentos";
  delta numeric;
  cobranca "pagamentos";
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; delta := -OLD."valor"; ELSE r := NEW; delta := NEW."valor"; END IF;
  UPDATE "pagamentos" p SET
    "valor_recebido" = p."valor_recebido" + delta,
    "status_pagamento" = CASE
      WHEN p."status_pagamento" = 'cancelado' THEN 'cancelado'
      WHEN p."valor_recebido" + delta >= p."valor_pago" AND p."valor_recebido" + delta > 0 THEN 'pago'
      WHEN p."status_pagamento" = 'pago' THEN
        CASE WHEN p."data_prevista" < (now() AT TIME ZONE 'America/Sao_Paulo')::date THEN 'atrasado' ELSE 'pendente' END
      ELSE p."status_pagamento" END,
    "data_pagamento" = CASE
      WHEN p."status_pagamento" <> 'cancelado' AND p."valor_recebido" + delta >= p."valor_pago" AND p."valor_recebido" + delta > 0
        THEN (SELECT max(x."data_pagamento") FROM "recebimentos" x WHERE x."pagamento_id" = p."id")
      WHEN p."status_pagamento" = 'pago' THEN NULL
      ELSE p."data_pagamento" END,
    "updated_at" = now()
  WHERE p."id" = r."pagamento_id"
  RETURNING p.* INTO cobranca;
  IF cobranca."tipo" = 'aluguel' THEN
    PERFORM "totais_semanais_receber"(r."data_pagamento", sign(delta) * r."valor", 0);
  ELSIF cobranca."tipo" IN ('multa', 'sinistro') THEN
    PERFORM "totais_semanais_receber"(r."data_pagamento", 0, sign(delta) * r."valor");
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "recebimentos_aplicar" AFTER INSERT OR DELETE ON "recebimentos" FOR EACH ROW EXECUTE FUNCTION "recebimentos_aplicar"();
--> statement-breakpoint
-- 0004's function again, whole: a payment now moves only the overdue count; income comes from its receipts.
CREATE OR REPLACE FUNCTION "pagamentos_totais_semanais"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status_pagamento" = 'atrasado' THEN
    PERFORM "totais_semanais_somar"(OLD."data_prevista", 0, 0, 0, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status_pagamento" = 'atrasado' THEN
    PERFORM "totais_semanais_somar"(NEW."data_prevista", 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "totais_semanais_recalcular"() RETURNS void AS $$
  DELETE FROM "totais_semanais";
  INSERT INTO "totais_semanais" ("semana", "alugueis", "ressarcimentos", "manutencoes", "sinistros", "atrasados")
  SELECT semana, sum(alugueis), sum(ressarcimentos), sum(manutencoes), sum(sinistros), sum(atrasados)::int FROM (
    SELECT date_trunc('week', r."data_pagamento")::date,
        CASE WHEN p."tipo" = 'aluguel' THEN r."valor" ELSE 0 END,
        CASE WHEN p."tipo" IN ('multa', 'sinistro') THEN r."valor" ELSE 0 END, 0, 0, 0
      FROM "recebimentos" r JOIN "pagamentos" p ON p."id" = r."pagamento_id"
    UNION ALL SELECT date_trunc('week', "data_prevista")::date, 0, 0, 0, 0, 1 FROM "pagamentos" WHERE "status_pagamento" = 'atrasado'
    UNION ALL SELECT date_trunc('week', "data_manutencao")::date, 0, 0, "custo", 0, 0 FROM "manutencoes" WHERE "status_atual" = 'finalizada'
    UNION ALL SELECT date_trunc('week', "data_sinistro")::date, 0, 0, 0, "custo_reparo", 0 FROM "sinistros"
  ) AS partes(semana, alugueis, ressarcimentos, manutencoes, sinistros, atrasados)
  GROUP BY semana;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE TRIGGER "recebimentos_totais_semanais_truncate" AFTER TRUNCATE ON "recebimentos" FOR EACH STATEMENT EXECUTE FUNCTION "totais_semanais_apos_truncate"();
--> statement-breakpoint
SELECT "totais_semanais_recalcular"();
