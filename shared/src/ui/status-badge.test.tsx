import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enumTone, type EnumName } from '../domain/enums';
import { FrotaProvider } from './frota-provider';
import { StatusBadge } from './status-badge';

describe('the registry enums\' chip colours (SPEC §2)', () => {
  it.each<[EnumName, string, string]>([
    ['status_pagamento', 'pendente', 'warning'],
    ['status_pagamento', 'pago', 'success'],
    ['status_pagamento', 'atrasado', 'error'],
    ['status_pagamento', 'cancelado', 'default'],
    ['status_contrato', 'ativo', 'success'],
    ['status_contrato', 'finalizado', 'default'],
    ['status_contrato', 'cancelado', 'default'],
    ['status_manutencao', 'finalizada', 'success'],
    ['status_manutencao', 'agendada', 'warning'],
    ['status_alerta', 'ativo', 'warning'],
    ['status_alerta', 'resolvido', 'default'],
    ['status_motorista', 'ativo', 'success'],
    ['status_motorista', 'suspenso', 'default'],
    ['status_pagamento', 'desconhecido', 'default'],
  ])('%s %s → %s', (kind, status, tone) => {
    expect(enumTone(kind, status)).toBe(tone);
  });
});

describe('StatusBadge', () => {
  it('shows the status with its colour, or the given label', () => {
    render(
      <FrotaProvider>
        <StatusBadge kind="status_pagamento" status="atrasado" />
        <StatusBadge kind="status_alerta" status="ativo" wrap>
          Necessita revisão: 12000 km rodados
        </StatusBadge>
      </FrotaProvider>,
    );
    expect(screen.getByText('atrasado')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Necessita revisão: 12000 km rodados')).toHaveAttribute('data-tone', 'warning');
  });

  it('capitalizes a bare status, and shows a given text as written (SPEC: "Necessita revisão: N km rodados")', () => {
    render(
      <FrotaProvider>
        <StatusBadge kind="status_pagamento" status="atrasado" />
        <StatusBadge kind="status_alerta" status="ativo">
          Necessita revisão: 12.000 km rodados
        </StatusBadge>
      </FrotaProvider>,
    );
    expect(getComputedStyle(screen.getByText('atrasado')).textTransform).toBe('capitalize');
    expect(getComputedStyle(screen.getByText('Necessita revisão: 12.000 km rodados')).textTransform).not.toBe('capitalize');
  });
});
