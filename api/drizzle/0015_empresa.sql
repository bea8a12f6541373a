-- The company's data (issue 33): one row, made by the first save; a version like every row.
CREATE TABLE "empresa" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"razao_social" varchar(120),
	"cnpj" varchar(18),
	"endereco" varchar(200),
	"cidade" varchar(60),
	"uf" varchar(2),
	"chave_pix" varchar(77),
	"whatsapp" varchar(15),
	"versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_uma_linha" CHECK ("empresa"."id" = 1),
	CONSTRAINT "empresa_uf_valida" CHECK ("empresa"."uf" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TRIGGER "empresa_versao" BEFORE UPDATE ON "empresa" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
