import { Button, Checkbox, Field, Input, Stack, Text, formatNumber } from '@frota/shared';
import type { Rascunho } from './rascunho';

const OITAVOS = Array.from({ length: 9 }, (_, i) => i);
const rotuloOitavos = (n: number) => (n === 0 ? 'Vazio' : n === 8 ? 'Cheio' : `${n}/8`);

/** Step 1: the km as typed in Brazil ("15.300") and the fuel in eighths; a km below the car's current one asks to be confirmed. */
export function PassoKm({ rascunho, mudar, kmAtual }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void; kmAtual: number | null }) {
  const km = rascunho.quilometragem;
  const abaixo = km !== null && kmAtual !== null && km < kmAtual;
  return (
    <Stack gap="5">
      <Field.Root required invalid={abaixo && !rascunho.confirmar_km_menor}>
        <Field.Label>Quilometragem</Field.Label>
        <Input
          inputMode="numeric"
          size="lg"
          value={km === null ? '' : formatNumber(km)}
          onChange={(e) => {
            const digitos = e.target.value.replace(/\D/g, '');
            mudar({ quilometragem: digitos ? Number(digitos) : null, confirmar_km_menor: false });
          }}
        />
        {kmAtual !== null ? <Field.HelperText>Atual do veículo: {formatNumber(kmAtual)} km</Field.HelperText> : null}
        {abaixo ? <Field.ErrorText>Abaixo da quilometragem atual do veículo ({formatNumber(kmAtual)} km).</Field.ErrorText> : null}
      </Field.Root>
      {abaixo ? (
        <Checkbox.Root checked={rascunho.confirmar_km_menor} onCheckedChange={(d) => mudar({ confirmar_km_menor: d.checked === true })} minH="11">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Confirmo a quilometragem menor que a atual</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <Stack gap="2" role="radiogroup" aria-label="Combustível">
        <Text fontWeight="medium">Combustível</Text>
        <Stack direction="row" wrap="wrap" gap="2">
          {OITAVOS.map((n) => (
            <Button
              key={n}
              role="radio"
              aria-checked={rascunho.combustivel_oitavos === n}
              minW="14"
              minH="11"
              variant={rascunho.combustivel_oitavos === n ? 'solid' : 'outline'}
              colorPalette="primary"
              onClick={() => mudar({ combustivel_oitavos: n })}
            >
              {rotuloOitavos(n)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
