import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatusKind = 'pagamento' | 'contrato' | 'manutencao' | 'motorista' | 'alerta';

/** The Chakra palette behind each SPEC colour name. */
const PALETTE = { success: 'green', warning: 'orange', error: 'red', default: 'gray' } as const;
export type StatusTone = keyof typeof PALETTE;

/** SPEC §2/§4 chip colours. */
export function statusTone(kind: StatusKind, status: string): StatusTone {
  switch (kind) {
    case 'pagamento':
      return status === 'pago' ? 'success' : status === 'pendente' ? 'warning' : status === 'atrasado' ? 'error' : 'default';
    case 'contrato':
    case 'motorista':
      return status === 'ativo' ? 'success' : 'default';
    case 'manutencao':
      return status === 'finalizada' ? 'success' : 'warning';
    case 'alerta':
      return status === 'ativo' ? 'warning' : 'default';
  }
}

export interface StatusBadgeProps {
  kind: StatusKind;
  status: string;
  /** The text shown; the status itself when absent. */
  children?: ReactNode;
}

export function StatusBadge({ kind, status, children }: StatusBadgeProps) {
  const tone = statusTone(kind, status);
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" data-tone={tone} textTransform="capitalize">
      {children ?? status}
    </Badge>
  );
}
