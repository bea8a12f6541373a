import { useCallback, useEffect, useState } from 'react';
import { guardar, novoRascunho, rascunhoDe, type Rascunho, type TipoVistoria } from './rascunho';

/**
 * The contract's draft of this vistoria on the phone (undefined while it is read, null when there is none); every
 * change is saved at once, so a reload or a closed tab goes on from the same step with what was filled. `iniciar`
 * makes one.
 */
export function useRascunho(contratoId: number, veiculoId: number, tipo: TipoVistoria) {
  const [rascunho, setRascunho] = useState<Rascunho | null | undefined>(undefined);
  useEffect(() => {
    let vivo = true;
    void rascunhoDe(contratoId, tipo).then((achado) => vivo && setRascunho(achado ?? null));
    return () => {
      vivo = false;
    };
  }, [contratoId, tipo]);
  const iniciar = useCallback(() => {
    const r = novoRascunho({ contrato_id: contratoId, veiculo_id: veiculoId, tipo });
    void guardar(r);
    setRascunho(r);
  }, [contratoId, veiculoId, tipo]);

  const mudar = useCallback((mudanca: Partial<Rascunho>) => {
    setRascunho((atual) => {
      if (!atual) return atual;
      const novo = { ...atual, ...mudanca };
      void guardar(novo);
      return novo;
    });
  }, []);
  return { rascunho, mudar, iniciar };
}
