import { Box, Button, Image, SimpleGrid, Text, newIdempotencyKey } from '@frota/shared';
import { useEffect, useState } from 'react';
import { comprimir } from './comprimir';
import type { Angulo, FotoLocal, Rascunho } from './rascunho';

export const ANGULOS: { angulo: Angulo; rotulo: string }[] = [
  { angulo: 'frente', rotulo: 'Frente' },
  { angulo: 'traseira', rotulo: 'Traseira' },
  { angulo: 'lateral_esquerda', rotulo: 'Lateral esquerda' },
  { angulo: 'lateral_direita', rotulo: 'Lateral direita' },
  { angulo: 'painel', rotulo: 'Painel com km' },
  { angulo: 'interior', rotulo: 'Interior' },
];

/** A kept photo's preview, its object URL released when it leaves the screen. */
function Miniatura({ foto, alt }: { foto: FotoLocal; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(new Blob([foto.bytes], { type: foto.tipo }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [foto]);
  return url ? <Image src={url} alt={alt} w="full" h="24" objectFit="cover" borderRadius="l2" /> : null;
}

/** Step 3: a photo per angle from the phone's camera, compressed on the phone and kept with the draft. */
export function PassoFotos({ rascunho, mudar }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void }) {
  const [comprimindo, setComprimindo] = useState<Angulo | null>(null);
  async function escolher(angulo: Angulo, arquivo: File | undefined) {
    if (!arquivo) return;
    setComprimindo(angulo);
    try {
      const comprimida = await comprimir(arquivo);
      const foto = { chave: newIdempotencyKey(), bytes: await comprimida.arrayBuffer(), tipo: comprimida.type || 'image/jpeg', angulo };
      mudar({ fotos: [...rascunho.fotos.filter((f) => f.angulo !== angulo), foto] });
    } finally {
      setComprimindo(null);
    }
  }
  return (
    <SimpleGrid columns={2} gap="3">
      {ANGULOS.map(({ angulo, rotulo }) => {
        const foto = rascunho.fotos.find((f) => f.angulo === angulo);
        return (
          <Box key={angulo}>
            {foto ? <Miniatura foto={foto} alt={`Foto: ${rotulo}`} /> : null}
            <Button asChild w="full" minH="11" mt="1" variant={foto ? 'outline' : 'solid'} colorPalette="primary" loading={comprimindo === angulo}>
              <label>
                {foto ? `Refazer: ${rotulo}` : rotulo}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  hidden
                  aria-label={`Foto: ${rotulo}`}
                  onChange={(e) => void escolher(angulo, e.target.files?.[0])}
                />
              </label>
            </Button>
          </Box>
        );
      })}
      <Text gridColumn="span 2" fontSize="sm" color="fg.muted">
        {rascunho.fotos.filter((f) => f.angulo && !f.angulo.startsWith('assinatura')).length} de {ANGULOS.length} fotos
      </Text>
    </SimpleGrid>
  );
}
