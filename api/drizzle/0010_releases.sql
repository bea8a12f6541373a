-- Independent releases of the remotes (issue 19): the published versions, immutable (no row versao: nothing
-- updates them), and the history of activations, whose newest row per remote is its active version; the rows form a
-- stack through anterior_id, so reverting goes back to the node below. Activations of one remote are serialized by
-- an advisory lock in their transaction (releases/repository.ts).
CREATE TABLE "releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" varchar(20) NOT NULL,
	"versao" varchar(64) NOT NULL,
	"hash" char(7) NOT NULL,
	"faixa_shared" varchar(100),
	"criada_em" timestamp with time zone NOT NULL,
	"autor_id" integer NOT NULL,
	"registrada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_remote_valido" CHECK ("releases"."remote" in ('fleet', 'finance', 'incidents', 'alerts'))
);
--> statement-breakpoint
CREATE TABLE "releases_ativacoes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "releases_ativacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" varchar(20) NOT NULL,
	"versao" varchar(64) NOT NULL,
	"anterior_id" bigint,
	"acao" varchar(10) NOT NULL,
	"usuario_id" integer,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_ativacoes_acao_valida" CHECK ("releases_ativacoes"."acao" in ('ativar', 'reverter')),
	CONSTRAINT "releases_ativacoes_remote_valido" CHECK ("releases_ativacoes"."remote" in ('fleet', 'finance', 'incidents', 'alerts'))
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "releases_ativacoes" ADD CONSTRAINT "releases_ativacoes_anterior_id_releases_ativacoes_id_fk" FOREIGN KEY ("anterior_id") REFERENCES "public"."releases_ativacoes"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "releases_ativacoes" ADD CONSTRAINT "releases_ativacoes_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_remote_versao_key" ON "releases" USING btree ("remote","versao");--> statement-breakpoint
CREATE INDEX "releases_ativacoes_remote_idx" ON "releases_ativacoes" USING btree ("remote","id");