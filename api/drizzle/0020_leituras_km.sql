CREATE TABLE "dispositivos_desconhecidos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispositivos_desconhecidos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_id" varchar(255) NOT NULL,
	"nome" varchar(255),
	"contato_em" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"posicoes" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leituras_km" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leituras_km_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"veiculo_id" integer NOT NULL,
	"lida_em" timestamp with time zone NOT NULL,
	"quilometragem" integer NOT NULL,
	"origem" varchar(20) NOT NULL,
	"rastreador_id" integer,
	"manutencao_id" integer,
	"vistoria_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"suspeita" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leituras_km_origem_valida" CHECK ("leituras_km"."origem" in ('rastreador', 'manutencao', 'vistoria', 'manual')),
	CONSTRAINT "leituras_km_quilometragem_nao_negativa" CHECK ("leituras_km"."quilometragem" >= 0)
);
--> statement-breakpoint
CREATE TABLE "posicoes_rastreador" (
	"rastreador_id" integer PRIMARY KEY NOT NULL,
	"contato_em" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"quilometragem" integer,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rastreadores" ADD COLUMN "km_instalacao" integer;--> statement-breakpoint
ALTER TABLE "leituras_km" ADD CONSTRAINT "leituras_km_veiculo_id_veiculos_id_fk" FOREIGN KEY ("veiculo_id") REFERENCES "public"."veiculos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "leituras_km" ADD CONSTRAINT "leituras_km_rastreador_id_rastreadores_id_fk" FOREIGN KEY ("rastreador_id") REFERENCES "public"."rastreadores"("id") ON DELETE set null ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "leituras_km" ADD CONSTRAINT "leituras_km_manutencao_id_manutencoes_id_fk" FOREIGN KEY ("manutencao_id") REFERENCES "public"."manutencoes"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "leituras_km" ADD CONSTRAINT "leituras_km_vistoria_id_vistorias_id_fk" FOREIGN KEY ("vistoria_id") REFERENCES "public"."vistorias"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "posicoes_rastreador" ADD CONSTRAINT "posicoes_rastreador_rastreador_id_rastreadores_id_fk" FOREIGN KEY ("rastreador_id") REFERENCES "public"."rastreadores"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivos_desconhecidos_unique_id_key" ON "dispositivos_desconhecidos" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "leituras_km_veiculo_id_lida_em_idx" ON "leituras_km" USING btree ("veiculo_id","lida_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leituras_km_manutencao_id_key" ON "leituras_km" USING btree ("manutencao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leituras_km_vistoria_id_key" ON "leituras_km" USING btree ("vistoria_id");--> statement-breakpoint
CREATE INDEX "leituras_km_rastreador_id_idx" ON "leituras_km" USING btree ("rastreador_id");--> statement-breakpoint
ALTER TABLE "rastreadores" ADD CONSTRAINT "rastreadores_km_instalacao_nao_negativo" CHECK ("rastreadores"."km_instalacao" is null or "rastreadores"."km_instalacao" >= 0);--> statement-breakpoint
-- hand-written: a finished maintenance, a concluded vistoria and a km typed on a tracker each keep their km reading,
-- whoever writes them (the API, the seed, a script). A day-only maintenance is read at the end of its day, or now if
-- that is still to come, so a service typed today counts over the readings typed before it.
CREATE FUNCTION "leituras_km_manutencao"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status_atual IS NOT DISTINCT FROM OLD.status_atual AND NEW.quilometragem IS NOT DISTINCT FROM OLD.quilometragem
    AND NEW.data_manutencao IS NOT DISTINCT FROM OLD.data_manutencao AND NEW.veiculo_id IS NOT DISTINCT FROM OLD.veiculo_id THEN
    RETURN NULL;
  END IF;
  IF NEW.status_atual = 'finalizada' THEN
    INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "manutencao_id")
    VALUES (NEW.veiculo_id, least(((NEW.data_manutencao + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') - interval '1 second', now()), NEW.quilometragem, 'manutencao', NEW.id)
    ON CONFLICT ("manutencao_id") DO UPDATE SET "veiculo_id" = EXCLUDED."veiculo_id", "lida_em" = EXCLUDED."lida_em", "quilometragem" = EXCLUDED."quilometragem";
  ELSE
    DELETE FROM "leituras_km" WHERE "manutencao_id" = NEW.id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "manutencoes_leitura_km" AFTER INSERT OR UPDATE ON "manutencoes" FOR EACH ROW EXECUTE FUNCTION "leituras_km_manutencao"();
--> statement-breakpoint
CREATE FUNCTION "leituras_km_vistoria"() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'concluida' THEN
    INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "vistoria_id")
    VALUES (NEW.veiculo_id, NEW.realizada_em, NEW.quilometragem, 'vistoria', NEW.id)
    ON CONFLICT ("vistoria_id") DO UPDATE SET "veiculo_id" = EXCLUDED."veiculo_id", "lida_em" = EXCLUDED."lida_em", "quilometragem" = EXCLUDED."quilometragem";
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "vistorias_leitura_km" AFTER INSERT OR UPDATE ON "vistorias" FOR EACH ROW EXECUTE FUNCTION "leituras_km_vistoria"();
--> statement-breakpoint
CREATE FUNCTION "leituras_km_rastreador"() RETURNS trigger AS $$
BEGIN
  IF NEW.km_atual IS NOT NULL AND NEW.veiculo_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.km_atual IS DISTINCT FROM OLD.km_atual OR NEW.veiculo_id IS DISTINCT FROM OLD.veiculo_id) THEN
    INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "rastreador_id")
    VALUES (NEW.veiculo_id, now(), NEW.km_atual, 'manual', NEW.id);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "rastreadores_leitura_km" AFTER INSERT OR UPDATE ON "rastreadores" FOR EACH ROW EXECUTE FUNCTION "leituras_km_rastreador"();
--> statement-breakpoint
INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "manutencao_id")
SELECT "veiculo_id", least((("data_manutencao" + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') - interval '1 second', now()), "quilometragem", 'manutencao', "id"
FROM "manutencoes" WHERE "status_atual" = 'finalizada';
--> statement-breakpoint
INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "vistoria_id")
SELECT "veiculo_id", "realizada_em", "quilometragem", 'vistoria', "id" FROM "vistorias" WHERE "status" = 'concluida';
--> statement-breakpoint
INSERT INTO "leituras_km" ("veiculo_id", "lida_em", "quilometragem", "origem", "rastreador_id")
SELECT "veiculo_id", "updated_at", "km_atual", 'manual', "id" FROM "rastreadores" WHERE "km_atual" IS NOT NULL AND "veiculo_id" IS NOT NULL;
