import { useCallback, useEffect, useState } from 'react';
import { guardar, novoRascunho, rascunhoDe, type Rascunho, type TipoVistoria } from './rascunho';

/**
 * The contract's draft of this vistoria on the phone, made on first use; every change is saved at once, so a reload
 * or a closed tab goes on from the same step with what was filled.
 */
export function useRascunho(contratoId: number, veiculoId: number, tipo: TipoVistoria) {
  const [rascunho, setRascunho] = useState<Rascunho | null>(null);
  useEffect(() => {
    let vivo = true;
    void rascunhoDe(contratoId, tipo).then(async (achado) => {
      const r = achado ?? novoRascunho({ contrato_id: contratoId, veiculo_id: veiculoId, tipo });
      if (!achado) await guardar(r);
      if (vivo) setRascunho(r);
    });
    return () => {
      vivo = false;
    };
  }, [contratoId, veiculoId, tipo]);

  const mudar = useCallback((mudanca: Partial<Rascunho>) => {
    setRascunho((atual) => {
      if (!atual) return atual;
      const novo = { ...atual, ...mudanca };
      void guardar(novo);
      return novo;
    });
  }, []);
  return { rascunho, mudar };
}
