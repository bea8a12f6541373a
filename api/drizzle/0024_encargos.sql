ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_tipo_valido";--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "multa_atraso_percentual" numeric(5, 2) DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "juros_mora_percentual" numeric(5, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "carencia_dias" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pagamento_origem_id" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "encargos_isentos_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "encargos_isencao_motivo" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "encargos_isentos_por" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pagamento_origem_id_pagamentos_id_fk" FOREIGN KEY ("pagamento_origem_id") REFERENCES "public"."pagamentos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "pagamentos_pagamento_origem_id_idx" ON "pagamentos" USING btree ("pagamento_origem_id") WHERE "pagamentos"."pagamento_origem_id" is not null;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_multa_atraso_limite" CHECK ("empresa"."multa_atraso_percentual" between 0 and 2);--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_juros_mora_limite" CHECK ("empresa"."juros_mora_percentual" between 0 and 10);--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_carencia_limite" CHECK ("empresa"."carencia_dias" between 0 and 30);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_tipo_valido" CHECK ("pagamentos"."tipo" in ('aluguel', 'caucao', 'multa', 'sinistro', 'avulso', 'km_excedente', 'encargos'));--> statement-breakpoint
-- encargos (issue 36): the late charges of an overdue rent as of `hoje`, the ledger's one definition; the charges
-- list, a charge's answer, the receipt, the extrato, Cobrança and Pix all read it. Only an `aluguel` still em aberto
-- accrues, on what is still unpaid of it (its em aberto), and not once its encargos were waived (isenção). With a
-- grace of N days nothing accrues while the days late are at most N; past it, from the due date: the multa once
-- (em aberto × multa%), the juros per calendar day late (em aberto × juros% ÷ 30 × days). Each rounded to the cent,
-- half up (numeric round), with the company's terms (Empresa), or the defaults before its first save.
CREATE OR REPLACE FUNCTION "razao_encargos"(hoje date)
RETURNS TABLE (pagamento_id integer, contrato_id integer, motorista_id integer, dias_atraso integer, base numeric,
  multa numeric, juros numeric, encargos numeric) AS $$
  SELECT e.pagamento_id, e.contrato_id, e.motorista_id, x.dias_atraso, e.em_aberto, x.multa, x.juros, x.multa + x.juros
  FROM "razao_em_aberto" e
  JOIN "pagamentos" p ON p."id" = e.pagamento_id
  CROSS JOIN (
    SELECT coalesce(max(t."multa_atraso_percentual"), 2) AS multa, coalesce(max(t."juros_mora_percentual"), 1) AS juros,
      coalesce(max(t."carencia_dias"), 0) AS carencia
    FROM "empresa" t
  ) termos
  CROSS JOIN LATERAL (
    SELECT (hoje - e.data_prevista) AS dias_atraso,
      round(e.em_aberto * termos.multa / 100, 2) AS multa,
      round(e.em_aberto * termos.juros * (hoje - e.data_prevista) / 3000, 2) AS juros
  ) x
  WHERE e.tipo = 'aluguel' AND p."encargos_isentos_em" IS NULL AND x.dias_atraso > 0 AND x.dias_atraso > termos.carencia
$$ LANGUAGE sql STABLE;
