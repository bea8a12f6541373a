CREATE TABLE "contagens" (
	"tabela" varchar(63) NOT NULL,
	"chave" varchar(100) NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contagens_tabela_chave_idx" ON "contagens" USING btree ("tabela","chave");--> statement-breakpoint
-- What a statement changed in a table's counts: the whole table ('') and, for pagamentos, each status and tipo.
-- Statement-level with transition tables: a batch of 100 weekly charges adds one row per key, not 100.
CREATE FUNCTION "contagens_chaves"(tabela text, linha jsonb) RETURNS text[] AS $$
  SELECT CASE WHEN tabela = 'pagamentos'
    THEN ARRAY['', 'status_pagamento=' || (linha->>'status_pagamento'), 'tipo=' || (linha->>'tipo')]
    ELSE ARRAY[''] END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION "contagens_contar"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contagens" ("tabela", "chave", "n")
      SELECT TG_TABLE_NAME, chave, count(*) FROM novas, unnest("contagens_chaves"(TG_TABLE_NAME, to_jsonb(novas))) AS chave GROUP BY chave;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "contagens" ("tabela", "chave", "n")
      SELECT TG_TABLE_NAME, chave, -count(*) FROM antigas, unnest("contagens_chaves"(TG_TABLE_NAME, to_jsonb(antigas))) AS chave GROUP BY chave;
  ELSE
    INSERT INTO "contagens" ("tabela", "chave", "n")
      SELECT TG_TABLE_NAME, chave, sum(d) FROM (
        SELECT chave, 1 AS d FROM novas, unnest("contagens_chaves"(TG_TABLE_NAME, to_jsonb(novas))) AS chave
        UNION ALL
        SELECT chave, -1 FROM antigas, unnest("contagens_chaves"(TG_TABLE_NAME, to_jsonb(antigas))) AS chave
      ) AS mudancas GROUP BY chave HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "contagens_zerar"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "contagens" WHERE "tabela" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['veiculos', 'motoristas', 'contratos', 'pagamentos', 'manutencoes', 'multas', 'sinistros', 'rastreadores'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "contagens_contar"()', t || '_contagens_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION "contagens_contar"()', t || '_contagens_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "contagens_zerar"()', t || '_contagens_trunc', t);
    EXECUTE format('INSERT INTO "contagens" ("tabela", "chave", "n") SELECT %L, %L, count(*) FROM %I', t, '', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- only pagamentos count by a column an UPDATE can change
CREATE TRIGGER "pagamentos_contagens_upd" AFTER UPDATE ON "pagamentos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "contagens_contar"();
--> statement-breakpoint
INSERT INTO "contagens" ("tabela", "chave", "n")
  SELECT 'pagamentos', chave, count(*) FROM "pagamentos", unnest("contagens_chaves"('pagamentos', to_jsonb("pagamentos"))) AS chave
  WHERE chave <> '' GROUP BY chave;
