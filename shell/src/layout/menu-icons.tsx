import type { ReactNode } from 'react';
import type { MenuIcon } from '@frota/shared/base';

// One small drawing per icon a declaration may name (shared/src/domain/menu.ts): outlines on a 24-unit grid.
const DRAWINGS: Record<MenuIcon | 'painel', ReactNode> = {
  painel: <path d="M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z" />,
  veiculo: <path d="M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2M5 12h14" />,
  motorista: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" />,
  contrato: <path d="M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7" />,
  pagamento: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  cobranca: <path d="M12 3v18M16 7c0-1.7-1.8-3-4-3s-4 1.3-4 3 1.8 3 4 3 4 1.3 4 3-1.8 3-4 3-4-1.3-4-3" />,
  manutencao: <path d="M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 0-2-2z" />,
  multa: <path d="M12 3l9 16H3zM12 10v4M12 17v.5" />,
  sinistro: <path d="M4 20l5-9 3 4 3-7 5 12zM12 4v2" />,
  rastreador: <path d="M12 21s-6-6-6-11a6 6 0 0 1 12 0c0 5-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
  alerta: <path d="M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4" />,
  documento: <path d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h4" />,
  grafico: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />,
};

/** The menu entry's icon: outlined, in the text's colour; the dashboard's when the entry names none. */
export function MenuEntryIcon({ name }: { name: MenuIcon | undefined }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {DRAWINGS[name ?? 'painel']}
    </svg>
  );
}
