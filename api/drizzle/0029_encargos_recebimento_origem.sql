ALTER TABLE "pagamentos" ADD COLUMN "recebimento_origem_id" integer;--> statement-breakpoint
CREATE INDEX "pagamentos_recebimento_origem_id_idx" ON "pagamentos" USING btree ("recebimento_origem_id") WHERE "pagamentos"."recebimento_origem_id" is not null;--> statement-breakpoint
-- by hand: the foreign key lives here alone (see the column in schema/pagamentos.ts); a receipt that made an encargos
-- charge is deleted only after that charge (its estorno deletes both)
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_recebimento_origem_id_recebimentos_id_fk" FOREIGN KEY ("recebimento_origem_id") REFERENCES "public"."recebimentos"("id") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
-- The encargos charges made before this column: a receipt of one charge made its encargos charge in its own
-- transaction, so the charge's created_at (now(), the transaction's start) is its rent receipt's, which has no lote
-- (a lump sum's rent receipts have one). An encargos charge whose own receipt was reversed since still matches. A
-- charge with no such receipt, or with more than one, is left null: its estorno is then the lump sum's, or none.
WITH "origem" AS (
  SELECT e."id", min(r."id") AS "recebimento_id"
  FROM "pagamentos" e
  JOIN "recebimentos" r ON r."pagamento_id" = e."pagamento_origem_id" AND r."lote_id" IS NULL AND r."created_at" = e."created_at"
  WHERE e."tipo" = 'encargos' AND e."pagamento_origem_id" IS NOT NULL
  GROUP BY e."id"
  HAVING count(*) = 1
)
UPDATE "pagamentos" p SET "recebimento_origem_id" = o."recebimento_id" FROM "origem" o WHERE p."id" = o."id";
