ALTER TABLE "alertas_manutencao" DROP CONSTRAINT "alertas_manutencao_sobre_algo";--> statement-breakpoint
ALTER TABLE "alertas_manutencao" DROP CONSTRAINT "alertas_manutencao_tipo_alerta_valido";--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" DROP CONSTRAINT "lancamentos_bancarios_status_valido";--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ALTER COLUMN "valor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ADD COLUMN "data_bruta" varchar(100);--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ADD COLUMN "valor_bruto" varchar(100);--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_sobre_algo" CHECK ("alertas_manutencao"."veiculo_id" is not null or "alertas_manutencao"."motorista_id" is not null or "alertas_manutencao"."tipo_alerta" = 'extrato_ilegivel');--> statement-breakpoint
ALTER TABLE "alertas_manutencao" ADD CONSTRAINT "alertas_manutencao_tipo_alerta_valido" CHECK ("alertas_manutencao"."tipo_alerta" in ('quilometragem', 'tempo', 'leitura_suspeita', 'extrato_ilegivel', 'rastreador_sem_contato', 'sem_leitura_semana', 'documento', 'cnh'));--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ADD CONSTRAINT "lancamentos_bancarios_legivel" CHECK ("lancamentos_bancarios"."status" in ('suspeito', 'nao_aluguel') or ("lancamentos_bancarios"."data" is not null and "lancamentos_bancarios"."valor" is not null));--> statement-breakpoint
ALTER TABLE "lancamentos_bancarios" ADD CONSTRAINT "lancamentos_bancarios_status_valido" CHECK ("lancamentos_bancarios"."status" in ('aberto', 'confirmado', 'nao_aluguel', 'suspeito'));