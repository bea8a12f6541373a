-- The ledger (razão): the money words defined once. Every screen, job and export reads these; a later migration
-- that changes one re-creates it whole here (CREATE OR REPLACE), never as a delta. DESIGN.md has the glossary.

-- Today in São Paulo: what "vencido" and "atrasado" are measured against.
CREATE OR REPLACE FUNCTION "hoje_sao_paulo"() RETURNS date AS $$
  SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The one status machine of a charge: cancelado stays cancelado; paid in full (and something received) is pago;
-- otherwise atrasado once its due date has passed, pendente before. The receipts trigger, the overdue job, the
-- settlement and the charges of fines and accidents all call it.
CREATE OR REPLACE FUNCTION "cobranca_status"(atual varchar, valor numeric, recebido numeric, vencimento date, hoje date)
RETURNS varchar AS $$
  SELECT CASE
    WHEN atual = 'cancelado' THEN 'cancelado'
    WHEN recebido >= valor AND recebido > 0 THEN 'pago'
    WHEN vencimento < hoje THEN 'atrasado'
    ELSE 'pendente' END::varchar
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- em aberto of a charge: its value minus what was received, for a charge not cancelado (a pago one has none left).
-- One row per charge that still asks for money, with whose and which car's it is.
CREATE OR REPLACE VIEW "razao_em_aberto" AS
  SELECT p."id" AS pagamento_id, p."contrato_id", c."motorista_id", c."veiculo_id", p."tipo", p."data_prevista",
    (p."valor_pago" - p."valor_recebido") AS em_aberto
  FROM "pagamentos" p JOIN "contratos" c ON c."id" = p."contrato_id"
  -- the status machine keeps pago for a charge with nothing left, so this is "not cancelado and something left",
  -- in the words of the partial index that serves it
  WHERE p."status_pagamento" IN ('pendente', 'atrasado') AND p."saldo" > 0;
--> statement-breakpoint
-- vencido: the em aberto due before `hoje` (every tipo, an unpaid caução included); a vencer: due `hoje` or later;
-- saldo devedor = vencido + a vencer. By driver.
CREATE OR REPLACE FUNCTION "razao_saldos_motoristas"(hoje date)
RETURNS TABLE (motorista_id integer, vencido numeric, a_vencer numeric, saldo_devedor numeric, cobrancas_vencidas integer,
  vencimento_mais_antigo date) AS $$
  SELECT e.motorista_id,
    coalesce(sum(e.em_aberto) FILTER (WHERE e.data_prevista < hoje), 0),
    coalesce(sum(e.em_aberto) FILTER (WHERE e.data_prevista >= hoje), 0),
    sum(e.em_aberto),
    (count(*) FILTER (WHERE e.data_prevista < hoje))::integer,
    min(e.data_prevista) FILTER (WHERE e.data_prevista < hoje)
  FROM "razao_em_aberto" e GROUP BY e.motorista_id
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- caução em custódia: caução received and neither used by a settlement nor returned; money held, never netted
-- against the balance until a settlement uses it. By contract.
CREATE OR REPLACE VIEW "razao_caucao" AS
  SELECT c."id" AS contrato_id, c."motorista_id", c."veiculo_id", k.recebida, k.usada, coalesce(c."caucao_devolvida", 0) AS devolvida,
    k.recebida - k.usada - coalesce(c."caucao_devolvida", 0) AS em_custodia
  FROM "contratos" c
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(r."valor") FILTER (WHERE p."tipo" = 'caucao'), 0) AS recebida,
      coalesce(sum(r."valor") FILTER (WHERE r."forma_pagamento" = 'caucao'), 0) AS usada
    FROM "pagamentos" p JOIN "recebimentos" r ON r."pagamento_id" = p."id"
    WHERE p."contrato_id" = c."id" AND (p."tipo" = 'caucao' OR r."forma_pagamento" = 'caucao')
  ) k;
--> statement-breakpoint
-- receita: receipts by the tipo of their charge, the caução apart (money held; it becomes receita only as the
-- receipts a settlement makes from it on other charges).
CREATE OR REPLACE VIEW "razao_receitas" AS
  SELECT r."id" AS recebimento_id, r."pagamento_id", p."contrato_id", c."motorista_id", c."veiculo_id", p."tipo",
    r."data_pagamento", r."valor", r."forma_pagamento"
  FROM "recebimentos" r JOIN "pagamentos" p ON p."id" = r."pagamento_id" JOIN "contratos" c ON c."id" = p."contrato_id"
  WHERE p."tipo" <> 'caucao';
--> statement-breakpoint
-- 0007's receipts trigger, whole, now deciding the status with the status machine.
CREATE OR REPLACE FUNCTION "recebimentos_aplicar"() RETURNS trigger AS $$
DECLARE
  r "recebimentos";
  delta numeric;
  cobranca "pagamentos";
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; delta := -OLD."valor"; ELSE r := NEW; delta := NEW."valor"; END IF;
  UPDATE "pagamentos" p SET
    "valor_recebido" = p."valor_recebido" + delta,
    "status_pagamento" = "cobranca_status"(p."status_pagamento", p."valor_pago", p."valor_recebido" + delta, p."data_prevista", "hoje_sao_paulo"()),
    "data_pagamento" = CASE
      WHEN "cobranca_status"(p."status_pagamento", p."valor_pago", p."valor_recebido" + delta, p."data_prevista", "hoje_sao_paulo"()) = 'pago'
        THEN (SELECT max(x."data_pagamento") FROM "recebimentos" x WHERE x."pagamento_id" = p."id")
      WHEN p."status_pagamento" = 'cancelado' THEN p."data_pagamento"
      ELSE NULL END,
    "updated_at" = now()
  WHERE p."id" = r."pagamento_id"
  RETURNING p.* INTO cobranca;
  IF cobranca."tipo" = 'aluguel' THEN
    PERFORM "totais_semanais_receber"(r."data_pagamento", sign(delta) * r."valor", 0);
  ELSIF cobranca."tipo" IN ('multa', 'sinistro') THEN
    PERFORM "totais_semanais_receber"(r."data_pagamento", 0, sign(delta) * r."valor");
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
