import { Box, SimpleGrid, Text } from '@frota/shared';
import type { Angulo, Rascunho } from './rascunho';
import { Miniatura, TirarFoto } from './tirar-foto';

const ANGULOS: { angulo: Angulo; rotulo: string }[] = [
  { angulo: 'frente', rotulo: 'Frente' },
  { angulo: 'traseira', rotulo: 'Traseira' },
  { angulo: 'lateral_esquerda', rotulo: 'Lateral esquerda' },
  { angulo: 'lateral_direita', rotulo: 'Lateral direita' },
  { angulo: 'painel', rotulo: 'Painel com km' },
  { angulo: 'interior', rotulo: 'Interior' },
];

/** Step 3: a photo per angle from the phone's camera, compressed on the phone and kept with the draft. */
export function PassoFotos({ rascunho, mudar }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void }) {
  const feitas = ANGULOS.filter(({ angulo }) => rascunho.fotos.some((f) => f.angulo === angulo)).length;
  return (
    <SimpleGrid columns={2} gap="3">
      {ANGULOS.map(({ angulo, rotulo }) => {
        const foto = rascunho.fotos.find((f) => f.angulo === angulo);
        return (
          <Box key={angulo}>
            {foto ? <Miniatura foto={foto} alt={`Foto: ${rotulo}`} /> : null}
            <TirarFoto rotulo={rotulo} refazer={Boolean(foto)} onFoto={(nova) => mudar({ fotos: [...rascunho.fotos.filter((f) => f.angulo !== angulo), { ...nova, angulo }] })} />
          </Box>
        );
      })}
      <Text gridColumn="span 2" fontSize="sm" color="fg.muted">
        {feitas} de {ANGULOS.length} fotos
      </Text>
    </SimpleGrid>
  );
}
