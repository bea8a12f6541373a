ALTER TABLE "pagamentos" ADD COLUMN "vistoria_id" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "descricao" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_vistoria_id_vistorias_id_fk" FOREIGN KEY ("vistoria_id") REFERENCES "public"."vistorias"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_vistoria_id_descricao_key" ON "pagamentos" USING btree ("vistoria_id","descricao") WHERE "pagamentos"."vistoria_id" is not null;