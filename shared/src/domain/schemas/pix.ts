import { z } from 'zod';
import { dinheiro } from './fields';

// A query value arrives as text: "300.00" (a dot, as the screens send it) is read as a number; anything else is
// left as text, so the money rule answers "Informe um número válido" instead of coercing "abc" to NaN or "" to 0.
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * GET /api/pagamentos/{id}/pix?valor= and GET /api/motoristas/{id}/pix?valor=: the amount the BR Code asks for,
 * more than 0 with at most 2 decimals; left out, the whole em aberto (the charge's, or the driver's saldo devedor).
 */
export const pixQuery = z.object({
  valor: z
    .preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v), dinheiro({ positivo: true }))
    .optional()
    .describe('Valor do Pix em reais, com ponto (ex.: 300.00); sem ele, o total em aberto'),
});

