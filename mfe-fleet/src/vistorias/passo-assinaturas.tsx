import { Field, Input, Stack, newIdempotencyKey } from '@frota/shared';
import { Assinatura } from './assinatura';
import type { Angulo } from '@frota/shared';
import type { Rascunho } from './rascunho';

/** Step 5: the driver's name typed, and the driver's and the clerk's signatures drawn on the screen. */
export function PassoAssinaturas({ rascunho, mudar }: { rascunho: Rascunho; mudar: (m: Partial<Rascunho>) => void }) {
  const tem = (angulo: Angulo) => rascunho.fotos.some((f) => f.angulo === angulo);
  const guardarAssinatura = async (angulo: Angulo, png: Blob | null) => {
    const assinatura = png ? [{ chave: newIdempotencyKey(), bytes: await png.arrayBuffer(), tipo: 'image/png', angulo }] : [];
    mudar({ fotos: [...rascunho.fotos.filter((f) => f.angulo !== angulo), ...assinatura] });
  };
  return (
    <Stack gap="5">
      <Field.Root required>
        <Field.Label>Nome do motorista</Field.Label>
        <Input size="lg" autoComplete="off" value={rascunho.assinado_por_motorista} onChange={(e) => mudar({ assinado_por_motorista: e.target.value })} />
      </Field.Root>
      <Assinatura
        rotulo="Assinatura do motorista"
        assinada={tem('assinatura_motorista')}
        onAssinar={(png) => void guardarAssinatura('assinatura_motorista', png)}
        onLimpar={() => void guardarAssinatura('assinatura_motorista', null)}
      />
      <Assinatura
        rotulo="Assinatura do responsável"
        assinada={tem('assinatura_responsavel')}
        onAssinar={(png) => void guardarAssinatura('assinatura_responsavel', png)}
        onLimpar={() => void guardarAssinatura('assinatura_responsavel', null)}
      />
    </Stack>
  );
}
