ALTER TABLE "chaves_idempotencia" DROP CONSTRAINT "chaves_idempotencia_pkey";--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "chaves_idempotencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD COLUMN "motorista_id" integer;--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD CONSTRAINT "chaves_idempotencia_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "chaves_idempotencia_usuario_key" ON "chaves_idempotencia" USING btree ("user_id","chave") WHERE "chaves_idempotencia"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chaves_idempotencia_motorista_key" ON "chaves_idempotencia" USING btree ("motorista_id","chave") WHERE "chaves_idempotencia"."motorista_id" is not null;--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD CONSTRAINT "chaves_idempotencia_um_dono" CHECK (num_nonnulls("chaves_idempotencia"."user_id", "chaves_idempotencia"."motorista_id") = 1);