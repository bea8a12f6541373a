CREATE TABLE "totais_semanais" (
	"semana" date PRIMARY KEY NOT NULL,
	"alugueis" numeric DEFAULT 0 NOT NULL,
	"manutencoes" numeric DEFAULT 0 NOT NULL,
	"sinistros" numeric DEFAULT 0 NOT NULL,
	"atrasados" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Adds one row's share to its week: a negative share takes it away (the old row of an UPDATE or a DELETE).
CREATE FUNCTION "totais_semanais_somar"(dia date, alugueis numeric, manutencoes numeric, sinistros numeric, atrasados integer) RETURNS void AS $$
  INSERT INTO "totais_semanais" AS t ("semana", "alugueis", "manutencoes", "sinistros", "atrasados")
  VALUES (date_trunc('week', dia)::date, alugueis, manutencoes, sinistros, atrasados)
  ON CONFLICT ("semana") DO UPDATE SET
    "alugueis" = t."alugueis" + excluded."alugueis",
    "manutencoes" = t."manutencoes" + excluded."manutencoes",
    "sinistros" = t."sinistros" + excluded."sinistros",
    "atrasados" = t."atrasados" + excluded."atrasados";
$$ LANGUAGE sql;
--> statement-breakpoint
-- Every week from scratch: the backfill below, and after a TRUNCATE, which fires no row trigger.
CREATE FUNCTION "totais_semanais_recalcular"() RETURNS void AS $$
  DELETE FROM "totais_semanais";
  INSERT INTO "totais_semanais" ("semana", "alugueis", "manutencoes", "sinistros", "atrasados")
  SELECT semana, sum(alugueis), sum(manutencoes), sum(sinistros), sum(atrasados)::int FROM (
    SELECT date_trunc('week', "data_pagamento")::date, "valor_pago", 0, 0, 0 FROM "pagamentos"
      WHERE "status_pagamento" = 'pago' AND "data_pagamento" IS NOT NULL
    UNION ALL SELECT date_trunc('week', "data_prevista")::date, 0, 0, 0, 1 FROM "pagamentos" WHERE "status_pagamento" = 'atrasado'
    UNION ALL SELECT date_trunc('week', "data_manutencao")::date, 0, "custo", 0, 0 FROM "manutencoes"
    UNION ALL SELECT date_trunc('week', "data_sinistro")::date, 0, 0, "custo_reparo", 0 FROM "sinistros"
  ) AS partes(semana, alugueis, manutencoes, sinistros, atrasados)
  GROUP BY semana;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE FUNCTION "pagamentos_totais_semanais"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status_pagamento" = 'pago' AND OLD."data_pagamento" IS NOT NULL THEN
      PERFORM "totais_semanais_somar"(OLD."data_pagamento", -OLD."valor_pago", 0, 0, 0);
    ELSIF OLD."status_pagamento" = 'atrasado' THEN
      PERFORM "totais_semanais_somar"(OLD."data_prevista", 0, 0, 0, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status_pagamento" = 'pago' AND NEW."data_pagamento" IS NOT NULL THEN
      PERFORM "totais_semanais_somar"(NEW."data_pagamento", NEW."valor_pago", 0, 0, 0);
    ELSIF NEW."status_pagamento" = 'atrasado' THEN
      PERFORM "totais_semanais_somar"(NEW."data_prevista", 0, 0, 0, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "manutencoes_totais_semanais"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "totais_semanais_somar"(OLD."data_manutencao", 0, -OLD."custo", 0, 0); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "totais_semanais_somar"(NEW."data_manutencao", 0, NEW."custo", 0, 0); END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "sinistros_totais_semanais"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "totais_semanais_somar"(OLD."data_sinistro", 0, 0, -OLD."custo_reparo", 0); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "totais_semanais_somar"(NEW."data_sinistro", 0, 0, NEW."custo_reparo", 0); END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "totais_semanais_apos_truncate"() RETURNS trigger AS $$
BEGIN
  PERFORM "totais_semanais_recalcular"();
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "pagamentos_totais_semanais" AFTER INSERT OR UPDATE OR DELETE ON "pagamentos" FOR EACH ROW EXECUTE FUNCTION "pagamentos_totais_semanais"();
--> statement-breakpoint
CREATE TRIGGER "manutencoes_totais_semanais" AFTER INSERT OR UPDATE OR DELETE ON "manutencoes" FOR EACH ROW EXECUTE FUNCTION "manutencoes_totais_semanais"();
--> statement-breakpoint
CREATE TRIGGER "sinistros_totais_semanais" AFTER INSERT OR UPDATE OR DELETE ON "sinistros" FOR EACH ROW EXECUTE FUNCTION "sinistros_totais_semanais"();
--> statement-breakpoint
CREATE TRIGGER "pagamentos_totais_semanais_truncate" AFTER TRUNCATE ON "pagamentos" FOR EACH STATEMENT EXECUTE FUNCTION "totais_semanais_apos_truncate"();
--> statement-breakpoint
CREATE TRIGGER "manutencoes_totais_semanais_truncate" AFTER TRUNCATE ON "manutencoes" FOR EACH STATEMENT EXECUTE FUNCTION "totais_semanais_apos_truncate"();
--> statement-breakpoint
CREATE TRIGGER "sinistros_totais_semanais_truncate" AFTER TRUNCATE ON "sinistros" FOR EACH STATEMENT EXECUTE FUNCTION "totais_semanais_apos_truncate"();
--> statement-breakpoint
SELECT "totais_semanais_recalcular"();
