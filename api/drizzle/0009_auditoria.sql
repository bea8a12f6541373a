-- The audit trail (issue 18): one row per audited action, written in the action's own transaction. Rows are
-- never changed or deleted: the trigger below refuses UPDATE and DELETE whoever runs them (the API has no such
-- route either). TRUNCATE fires no row trigger: the tests empty the table between cases, and only the table's
-- owner may truncate.
CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"email" varchar(254),
	"acao" varchar(20) NOT NULL,
	"entidade" varchar(40) NOT NULL,
	"registro_id" integer,
	"antes" jsonb,
	"depois" jsonb,
	"request_id" varchar(100)
);
--> statement-breakpoint
CREATE INDEX "auditoria_registro_idx" ON "auditoria" USING btree ("entidade","registro_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","id");

--> statement-breakpoint
CREATE FUNCTION "auditoria_imutavel"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'a trilha de auditoria não pode ser alterada nem excluída' USING ERRCODE = 'insufficient_privilege';
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "auditoria_imutavel" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_imutavel"();
