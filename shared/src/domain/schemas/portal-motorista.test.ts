import { describe, expect, it } from 'vitest';
import { multasDoMotorista, sessaoMotoristaInput } from './portal-motorista';

// The driver routes' contract (issue 37) as the driver's page reads and sends it.
describe("the driver page's contract", () => {
  it('the sign-in takes the link token and the birth date as aaaa-mm-dd, nothing else', () => {
    expect(sessaoMotoristaInput.safeParse({ token: 'abc', data_nascimento: '1990-02-01' }).success).toBe(true);
    expect(sessaoMotoristaInput.safeParse({ token: 'abc', data_nascimento: '01/02/1990' }).success).toBe(false);
    expect(sessaoMotoristaInput.safeParse({ token: '', data_nascimento: '1990-02-01' }).success).toBe(false);
  });

  it('a fine is listed with its dates, place, value and whether he confirmed he was driving', () => {
    const multa = { id: 5, data_infracao: '2026-11-20T00:00:00.000Z', motivo: 'Excesso de velocidade', observacoes: null, valor: 130.16, data_vencimento: '2026-12-20', prazo_indicacao: '2026-12-10', condutor_confirmado_em: null, veiculo: { placa: 'ABC1D23' } };
    expect(multasDoMotorista.parse({ data: [multa] }).data[0]).toEqual(multa);
    expect(multasDoMotorista.safeParse({ data: [{ ...multa, valor: '130,16' }] }).success).toBe(false);
  });
});
