ALTER TABLE "alertas_manutencao" DROP CONSTRAINT "alertas_manutencao_tipo_alerta_valido";--> statement-breakpoint
DROP INDEX "alertas_manutencao_aberto_key";--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ALTER COLUMN "veiculo_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ALTER COLUMN "tipo_alerta" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD COLUMN "contrato_id" integer;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD COLUMN "motorista_id" integer;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD COLUMN "chave" varchar(100);--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD COLUMN "mensagem" text;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_motorista_id_motoristas_id_fk" FOREIGN KEY ("motorista_id") REFERENCES "public"."motoristas"("id") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_manutencao_evento_aberto_key" ON "alertas_manutencao" USING btree ("tipo_alerta","chave") WHERE "alertas_manutencao"."status" = 'ativo' and "alertas_manutencao"."chave" is not null;--> statement-breakpoint
CREATE INDEX "alertas_manutencao_contrato_id_idx" ON "alertas_manutencao" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "alertas_manutencao_motorista_id_idx" ON "alertas_manutencao" USING btree ("motorista_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_manutencao_aberto_key" ON "alertas_manutencao" USING btree ("veiculo_id","tipo_alerta") WHERE "alertas_manutencao"."status" = 'ativo' and "alertas_manutencao"."chave" is null;--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_sobre_algo" CHECK ("alertas_manutencao"."veiculo_id" is not null or "alertas_manutencao"."motorista_id" is not null);--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_tipo_alerta_valido" CHECK ("alertas_manutencao"."tipo_alerta" in ('quilometragem', 'tempo', 'leitura_suspeita', 'rastreador_sem_contato', 'sem_leitura_semana', 'documento', 'cnh'));