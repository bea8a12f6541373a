-- Only finished maintenance counts: an agendada one is a plan, not a cost. A status change moves its share.
-- The two functions below are 0004's again, whole, with the finalizada condition: a function changes only by
-- CREATE OR REPLACE with its full body in a new migration, never by editing 0004 (already applied).
CREATE OR REPLACE FUNCTION "manutencoes_totais_semanais"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status_atual" = 'finalizada' THEN PERFORM "totais_semanais_somar"(OLD."data_manutencao", 0, -OLD."custo", 0, 0); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status_atual" = 'finalizada' THEN PERFORM "totais_semanais_somar"(NEW."data_manutencao", 0, NEW."custo", 0, 0); END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "totais_semanais_recalcular"() RETURNS void AS $$
  DELETE FROM "totais_semanais";
  INSERT INTO "totais_semanais" ("semana", "alugueis", "manutencoes", "sinistros", "atrasados")
  SELECT semana, sum(alugueis), sum(manutencoes), sum(sinistros), sum(atrasados)::int FROM (
    SELECT date_trunc('week', "data_pagamento")::date, "valor_pago", 0, 0, 0 FROM "pagamentos"
      WHERE "status_pagamento" = 'pago' AND "data_pagamento" IS NOT NULL
    UNION ALL SELECT date_trunc('week', "data_prevista")::date, 0, 0, 0, 1 FROM "pagamentos" WHERE "status_pagamento" = 'atrasado'
    UNION ALL SELECT date_trunc('week', "data_manutencao")::date, 0, "custo", 0, 0 FROM "manutencoes" WHERE "status_atual" = 'finalizada'
    UNION ALL SELECT date_trunc('week', "data_sinistro")::date, 0, 0, "custo_reparo", 0 FROM "sinistros"
  ) AS partes(semana, alugueis, manutencoes, sinistros, atrasados)
  GROUP BY semana;
$$ LANGUAGE sql;
--> statement-breakpoint
-- a vehicle's km and spend, and the month's spend, read finished maintenance only; "Próximas manutenções" the scheduled ones
DROP INDEX IF EXISTS "manutencoes_veiculo_id_quilometragem_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "manutencoes_data_manutencao_custo_idx";
--> statement-breakpoint
CREATE INDEX "manutencoes_finalizadas_veiculo_id_quilometragem_idx" ON "manutencoes" USING btree ("veiculo_id","quilometragem") WHERE "status_atual" = 'finalizada';
--> statement-breakpoint
CREATE INDEX "manutencoes_finalizadas_data_manutencao_custo_idx" ON "manutencoes" USING btree ("data_manutencao","custo") WHERE "status_atual" = 'finalizada';
--> statement-breakpoint
CREATE INDEX "manutencoes_agendadas_data_manutencao_idx" ON "manutencoes" USING btree ("data_manutencao","id") WHERE "status_atual" = 'agendada';
--> statement-breakpoint
-- Paid means a payment date: a pago row without one was paid on its due date as far as anyone knows; another
-- status keeps no date. Then the rule holds for good.
UPDATE "pagamentos" SET "data_pagamento" = "data_prevista", "updated_at" = now() WHERE "status_pagamento" = 'pago' AND "data_pagamento" IS NULL;
--> statement-breakpoint
UPDATE "pagamentos" SET "data_pagamento" = NULL, "updated_at" = now() WHERE "status_pagamento" <> 'pago' AND "data_pagamento" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_data_pagamento_se_pago" CHECK (("status_pagamento" = 'pago') = ("data_pagamento" IS NOT NULL));
--> statement-breakpoint
-- The day weekly charges start from: the day of registration, or data_inicio for a contract registered with
-- cobrar_semanas_anteriores. Existing contracts keep what they had: their registration day.
ALTER TABLE "contratos" ADD COLUMN "cobranca_desde" date;
--> statement-breakpoint
UPDATE "contratos" SET "cobranca_desde" = ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date;
--> statement-breakpoint
ALTER TABLE "contratos" ALTER COLUMN "cobranca_desde" SET DEFAULT (now() AT TIME ZONE 'America/Sao_Paulo')::date;
--> statement-breakpoint
ALTER TABLE "contratos" ALTER COLUMN "cobranca_desde" SET NOT NULL;
--> statement-breakpoint
SELECT "totais_semanais_recalcular"();
