import { ANGULO_FOTO, ANGULOS_DO_CARRO, Box, SimpleGrid, Text } from '@frota/shared';
import type { Rascunho } from './rascunho';
import { Miniatura, TirarFoto } from './tirar-foto';


/** Step 3: a photo per angle from the phone's camera, compressed on the phone and kept with the draft. */
export function PassoFotos({ rascunho, mudar }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void }) {
  const feitas = ANGULOS_DO_CARRO.filter((angulo) => rascunho.fotos.some((f) => f.angulo === angulo)).length;
  return (
    <SimpleGrid columns={2} gap="3">
      {ANGULOS_DO_CARRO.map((angulo) => {
        const rotulo = ANGULO_FOTO[angulo];
        const foto = rascunho.fotos.find((f) => f.angulo === angulo);
        return (
          <Box key={angulo}>
            {foto ? <Miniatura foto={foto} alt={`Foto: ${rotulo}`} /> : null}
            <TirarFoto rotulo={rotulo} refazer={Boolean(foto)} onFoto={(nova) => mudar({ fotos: [...rascunho.fotos.filter((f) => f.angulo !== angulo), { ...nova, angulo }] })} />
          </Box>
        );
      })}
      <Text gridColumn="span 2" fontSize="sm" color="fg.muted">
        {feitas} de {ANGULOS_DO_CARRO.length} fotos
      </Text>
    </SimpleGrid>
  );
}
