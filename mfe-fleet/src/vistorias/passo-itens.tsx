import { Button, Input, Stack, Text } from '@frota/shared';
import { useState } from 'react';
import type { EstadoItem, Rascunho } from './rascunho';

const ESTADOS: { valor: EstadoItem; rotulo: string; cor: string }[] = [
  { valor: 'ok', rotulo: 'OK', cor: 'green' },
  { valor: 'faltando', rotulo: 'Faltando', cor: 'orange' },
  { valor: 'avariado', rotulo: 'Avariado', cor: 'red' },
];

/** Step 2: each item OK, Faltando or Avariado (three 44 px buttons a row), and items of the clerk's own. */
export function PassoItens({ rascunho, mudar }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void }) {
  const [novo, setNovo] = useState('');
  const marcar = (indice: number, estado: EstadoItem) => mudar({ itens: rascunho.itens.map((it, i) => (i === indice ? { ...it, estado } : it)) });
  const incluir = () => {
    const item = novo.trim();
    if (!item) return;
    mudar({ itens: [...rascunho.itens, { item, estado: 'ok', observacao: null }] });
    setNovo('');
  };
  return (
    <Stack gap="4">
      {rascunho.itens.map((it, i) => (
        <Stack key={it.item} gap="1" role="radiogroup" aria-label={it.item}>
          <Text fontWeight="medium">{it.item}</Text>
          <Stack direction="row" gap="2">
            {ESTADOS.map((e) => (
              <Button
                key={e.valor}
                role="radio"
                aria-checked={it.estado === e.valor}
                flex="1"
                minH="11"
                colorPalette={e.cor}
                variant={it.estado === e.valor ? 'solid' : 'outline'}
                onClick={() => marcar(i, e.valor)}
              >
                {e.rotulo}
              </Button>
            ))}
          </Stack>
        </Stack>
      ))}
      <Stack direction="row" gap="2">
        <Input aria-label="Outro item" placeholder="Outro item" size="lg" value={novo} onChange={(e) => setNovo(e.target.value)} />
        <Button minH="11" variant="outline" onClick={incluir} disabled={!novo.trim()}>
          Incluir
        </Button>
      </Stack>
    </Stack>
  );
}
