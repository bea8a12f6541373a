-- Staff accounts (issue 18): a name, a role, deactivation, and the temporary-password mark. The users made before
-- roles existed could do everything, so they stay administradores; their name starts as their email's local part.
ALTER TABLE "users" ADD COLUMN "nome" varchar(120);--> statement-breakpoint
UPDATE "users" SET "nome" = split_part("email", '@', 1);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "nome" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "papel" varchar(20) DEFAULT 'administrador' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trocar_senha" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TRIGGER "users_versao" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_papel_valido" CHECK ("users"."papel" in ('administrador', 'financeiro', 'operacional'));
