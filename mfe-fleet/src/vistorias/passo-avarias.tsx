import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@frota/shared';
import { CarroDeCima } from './carro-svg';
import type { Avaria, Gravidade, Rascunho } from './rascunho';
import { Miniatura, TirarFoto } from './tirar-foto';

const GRAVIDADES: { valor: Gravidade; rotulo: string }[] = [
  { valor: 'leve', rotulo: 'Leve' },
  { valor: 'media', rotulo: 'Média' },
  { valor: 'grave', rotulo: 'Grave' },
];

/**
 * Step 4: a tap on the drawing puts a numbered mark; each mark gets its description and severity. A devolução shows
 * the entrega's marks in grey and numbers its own on from them.
 */
export function PassoAvarias({ rascunho, mudar, anteriores }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void; anteriores: Avaria[] }) {
  const proximo = Math.max(0, ...anteriores.map((a) => a.numero), ...rascunho.avarias.map((a) => a.numero)) + 1;
  const alterar = (numero: number, mudanca: Partial<Avaria>) => mudar({ avarias: rascunho.avarias.map((a) => (a.numero === numero ? { ...a, ...mudanca } : a)) });
  return (
    <Stack gap="4">
      <Text color="fg.muted">Toque no desenho onde está a avaria.</Text>
      <CarroDeCima
        marcas={rascunho.avarias}
        anteriores={anteriores}
        onToque={(x, y) => mudar({ avarias: [...rascunho.avarias, { numero: proximo, x, y, descricao: '', gravidade: 'leve' }] })}
      />
      {rascunho.avarias.map((a) => (
        <Stack key={a.numero} gap="2" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          <Text fontWeight="semibold">Avaria {a.numero}</Text>
          <Field.Root required>
            <Field.Label>Descrição da avaria {a.numero}</Field.Label>
            <Input size="lg" value={a.descricao} onChange={(e) => alterar(a.numero, { descricao: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Gravidade da avaria {a.numero}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={a.gravidade} onChange={(e) => alterar(a.numero, { gravidade: e.target.value as Gravidade })}>
                {GRAVIDADES.map((g) => (
                  <option key={g.valor} value={g.valor}>
                    {g.rotulo}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={3} gap="2">
            {rascunho.fotos
              .filter((f) => f.avaria_numero === a.numero)
              .map((f, i) => (
                <Miniatura key={f.chave} foto={f} alt={`Foto ${i + 1} da avaria ${a.numero}`} />
              ))}
          </SimpleGrid>
          <TirarFoto rotulo={`Foto da avaria ${a.numero}`} refazer={false} onFoto={(foto) => mudar({ fotos: [...rascunho.fotos, { ...foto, avaria_numero: a.numero }] })} />
          <Button
            variant="outline"
            colorPalette="red"
            minH="11"
            onClick={() => mudar({ avarias: rascunho.avarias.filter((x) => x.numero !== a.numero), fotos: rascunho.fotos.filter((f) => f.avaria_numero !== a.numero) })}
          >
            Remover avaria {a.numero}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
