import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FrotaProvider } from './frota-provider';
import { StatusBadge, statusTone, type StatusKind } from './status-badge';

describe('statusTone (SPEC §2 chip colours)', () => {
  it.each<[StatusKind, string, string]>([
    ['pagamento', 'pendente', 'warning'],
    ['pagamento', 'pago', 'success'],
    ['pagamento', 'atrasado', 'error'],
    ['pagamento', 'cancelado', 'default'],
    ['contrato', 'ativo', 'success'],
    ['contrato', 'finalizado', 'default'],
    ['contrato', 'cancelado', 'default'],
    ['manutencao', 'finalizada', 'success'],
    ['manutencao', 'agendada', 'warning'],
    ['alerta', 'ativo', 'warning'],
    ['alerta', 'resolvido', 'default'],
    ['motorista', 'ativo', 'success'],
    ['motorista', 'suspenso', 'default'],
  ])('%s %s → %s', (kind, status, tone) => {
    expect(statusTone(kind, status)).toBe(tone);
  });
});

describe('StatusBadge', () => {
  it('shows the status with its colour, or the given label', () => {
    render(
      <FrotaProvider>
        <StatusBadge kind="pagamento" status="atrasado" />
        <StatusBadge kind="alerta" status="ativo">
          Necessita revisão: 12000 km rodados
        </StatusBadge>
      </FrotaProvider>,
    );
    expect(screen.getByText('atrasado')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Necessita revisão: 12000 km rodados')).toHaveAttribute('data-tone', 'warning');
  });
});
