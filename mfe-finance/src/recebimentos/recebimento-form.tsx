import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Field, Input, MoneyInput, NativeSelect, Stack, Text, enumOptions, hojeSaoPaulo, type Pagamento } from '@frota/shared';
import { partesDoRecebimento } from '../encargos/textos';
import { PixQr } from './pix-qr';
import type { Envio, Valores } from './submissao';

/** How a person pays: every form but the caução, which only a settlement applies. */
const FORMAS = enumOptions('forma_pagamento').filter((o) => o.value !== 'caucao');

interface RecebimentoFormProps {
  pagamento: Pagamento;
  submissao: Envio;
  onCancel: () => void;
}

/**
 * Valor (the saldo and an overdue rent's encargos unless changed), Data (today) and Forma (Pix), what the amount pays
 * ("R$ 1.650,00 de aluguel + R$ 36,30 de encargos"), and the Pix QR for the amount typed.
 */
export function RecebimentoForm({ pagamento, submissao, onCancel }: RecebimentoFormProps) {
  const total = (Math.round(pagamento.saldo * 100) + Math.round(pagamento.encargos * 100)) / 100;
  return (
    <CamposDeRecebimento valorInicial={total} submissao={submissao} onCancel={onCancel}>
      {(valores) => {
        const partes = partesDoRecebimento(valores.valor, pagamento.saldo, pagamento.encargos);
        return (
          <>
            {partes ? <Text aria-live="polite">{partes}</Text> : null}
            {valores.forma_pagamento === 'pix' ? <PixQr alvo={{ recurso: 'pagamentos', id: pagamento.id }} saldo={total} valor={valores.valor} /> : null}
          </>
        );
      }}
    </CamposDeRecebimento>
  );
}

interface CamposProps {
  valorInicial: number;
  submissao: Envio;
  onCancel: () => void;
  /** shown under the fields, from the values as typed (the Pix QR) */
  children?: (valores: Valores) => ReactNode;
}

/** The fields of a receipt, of one charge or of several: Valor (`valorInicial` unless changed), Data (today), Forma (Pix). */
export function CamposDeRecebimento({ valorInicial, submissao, onCancel, children }: CamposProps) {
  const ids = useId().replace(/:/g, '');
  const [valores, setValores] = useState<Valores>({ valor: valorInicial, data_pagamento: hojeSaoPaulo(), forma_pagamento: 'pix' });
  const { enviar, enviando, erros } = submissao;
  const mudar = (mudancas: Partial<Valores>) => setValores((atual) => ({ ...atual, ...mudancas }));

  return (
    <form
      id={`${ids}-form`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void enviar(valores);
      }}
    >
      <Stack gap="4">
        {erros.geral ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{erros.geral}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={Boolean(erros.valor)}>
          <Field.Label htmlFor={`${ids}-valor`}>Valor</Field.Label>
          <MoneyInput id={`${ids}-valor`} size="lg" value={valores.valor} onChange={(valor) => mudar({ valor })} aria-invalid={Boolean(erros.valor) || undefined} />
          <Field.ErrorText>{erros.valor}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(erros.data_pagamento)}>
          <Field.Label>Data</Field.Label>
          <Input type="date" size="lg" bg="bg.panel" value={valores.data_pagamento} onChange={(e) => mudar({ data_pagamento: e.target.value })} />
          <Field.ErrorText>{erros.data_pagamento}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(erros.forma_pagamento)}>
          <Field.Label>Forma de pagamento</Field.Label>
          <NativeSelect.Root size="lg" bg="bg.panel">
            <NativeSelect.Field value={valores.forma_pagamento} onChange={(e) => mudar({ forma_pagamento: e.target.value })}>
              {FORMAS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{erros.forma_pagamento}</Field.ErrorText>
        </Field.Root>
        {children?.(valores)}
        <Stack direction="row" justify="end" gap="3">
          <Button variant="outline" minH="11" onClick={onCancel} disabled={enviando}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="primary" minH="11" loading={enviando}>
            Registrar
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
