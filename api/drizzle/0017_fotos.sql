CREATE TABLE "fotos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fotos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vistoria_id" integer,
	"angulo" varchar(30),
	"avaria_numero" integer,
	"legenda" text,
	"content_type" varchar(30) NOT NULL,
	"bytes" integer NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por" integer,
	CONSTRAINT "fotos_angulo_ou_avaria" CHECK (("fotos"."angulo" is null) <> ("fotos"."avaria_numero" is null)),
	CONSTRAINT "fotos_angulo_valido" CHECK ("fotos"."angulo" is null or "fotos"."angulo" in ('frente', 'traseira', 'lateral_esquerda', 'lateral_direita', 'painel', 'interior', 'assinatura_motorista', 'assinatura_responsavel')),
	CONSTRAINT "fotos_content_type_valido" CHECK ("fotos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "fotos" ADD CONSTRAINT "fotos_vistoria_id_vistorias_id_fk" FOREIGN KEY ("vistoria_id") REFERENCES "public"."vistorias"("id") ON DELETE set null ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "fotos_vistoria_id_idx" ON "fotos" USING btree ("vistoria_id");--> statement-breakpoint
CREATE INDEX "fotos_sem_vistoria_idx" ON "fotos" USING btree ("criado_em") WHERE "fotos"."vistoria_id" is null;