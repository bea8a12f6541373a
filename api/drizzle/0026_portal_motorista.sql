CREATE TABLE "acessos_motorista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acessos_motorista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avisos_motorista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avisos_motorista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"chave" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_motoristas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_motoristas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"motorista_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes_motorista" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessoes_motorista_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"motorista_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "motorista_id" integer;--> statement-breakpoint
ALTER TABLE "multas" ADD COLUMN "condutor_confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acessos_motorista" ADD CONSTRAINT "acessos_motorista_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "avisos_motorista" ADD CONSTRAINT "avisos_motorista_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "push_motoristas" ADD CONSTRAINT "push_motoristas_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "sessoes_motorista" ADD CONSTRAINT "sessoes_motorista_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "acessos_motorista_motorista_id_key" ON "acessos_motorista" USING btree ("motorista_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acessos_motorista_token_hash_key" ON "acessos_motorista" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_motorista_chave_key" ON "avisos_motorista" USING btree ("motorista_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "push_motoristas_endpoint_key" ON "push_motoristas" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_motoristas_motorista_id_idx" ON "push_motoristas" USING btree ("motorista_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_motorista_token_hash_key" ON "sessoes_motorista" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessoes_motorista_motorista_id_idx" ON "sessoes_motorista" USING btree ("motorista_id");--> statement-breakpoint
-- a driver set to inativo or suspenso loses his sessions and his link at once, whatever write path changed him
CREATE OR REPLACE FUNCTION motoristas_fim_do_acesso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'ativo' AND NEW.status IS DISTINCT FROM OLD.status THEN
    DELETE FROM sessoes_motorista WHERE motorista_id = NEW.id;
    DELETE FROM acessos_motorista WHERE motorista_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER motoristas_fim_do_acesso AFTER UPDATE OF status ON motoristas
  FOR EACH ROW EXECUTE FUNCTION motoristas_fim_do_acesso();
