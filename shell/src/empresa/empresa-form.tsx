import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import {
  Alert,
  Button,
  Field,
  Heading,
  Input,
  OptionSelect,
  SimpleGrid,
  Stack,
  Text,
  UFS,
  empresaInput,
  isHttpError,
  maskCnpj,
  maskTelefone,
  userMessage,
  type Empresa,
  type EmpresaInput,
} from '@frota/shared';

export const TEXTOS_FORM = {
  razao_social: 'Razão social',
  cnpj: 'CNPJ',
  endereco: 'Endereço',
  cidade: 'Cidade',
  uf: 'UF',
  chave_pix: 'Chave Pix',
  chavePixAjuda: 'CPF, CNPJ, email, celular com +55 ou a chave aleatória. Sem chave, o app não mostra Pix.',
  whatsapp: 'WhatsApp',
  encargos: 'Encargos por atraso',
  encargosAjuda: 'Valem para o aluguel vencido: a multa uma vez, os juros por dia de atraso. Passada a carência, contam desde o vencimento.',
  multa_atraso_percentual: 'Multa por atraso (%)',
  juros_mora_percentual: 'Juros de mora (% ao mês)',
  carencia_dias: 'Carência (dias)',
  lembretes_dias: 'Lembretes (dias em relação ao vencimento)',
  lembretesAjuda: 'Separados por vírgula: -1 é a véspera, 0 o vencimento, 3 é três dias de atraso. Vazio, não há lembretes.',
  salvar: 'Salvar',
  recarregar: 'Recarregar',
  erroSalvar: 'Erro ao salvar os dados da empresa. Por favor, tente novamente.',
} as const;

type Campo = keyof EmpresaInput;
type Campos = Record<Campo, string>;
type Erros = Partial<Record<Campo | 'geral', string>>;

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

const camposDe = (e: Empresa): Campos => ({
  razao_social: e.razao_social ?? '',
  cnpj: e.cnpj ?? '',
  endereco: e.endereco ?? '',
  cidade: e.cidade ?? '',
  uf: e.uf ?? '',
  chave_pix: e.chave_pix ?? '',
  whatsapp: e.whatsapp ?? '',
  multa_atraso_percentual: numeroBr(e.multa_atraso_percentual),
  juros_mora_percentual: numeroBr(e.juros_mora_percentual),
  carencia_dias: String(e.carencia_dias),
  lembretes_dias: e.lembretes_dias.join(', '),
});

function numeroBr(valor: number): string {
  return String(valor).replace('.', ',');
}

/** The late charges' terms are typed as pt-BR numbers ("1,5"); empty is NaN, which the schema calls obrigatório. */
function paraEnvio(campos: Campos): Record<Campo, unknown> {
  const numero = (texto: string) => (texto.trim() === '' ? Number.NaN : Number(texto.trim().replace(',', '.')));
  return {
    ...campos,
    multa_atraso_percentual: numero(campos.multa_atraso_percentual),
    juros_mora_percentual: numero(campos.juros_mora_percentual),
    carencia_dias: numero(campos.carencia_dias),
  };
}

/** The first message of each field, as the server's 400 names them: the same schema checks both sides. */
function errosDoSchema(campos: Campos): Erros {
  const result = empresaInput.safeParse(paraEnvio(campos));
  const erros: Erros = {};
  for (const issue of result.error?.issues ?? []) {
    const campo = issue.path[0] as Campo;
    erros[campo] ??= issue.message;
  }
  return erros;
}

interface Props {
  empresa: Empresa;
  salvando: boolean;
  /** another save came first (412): the form keeps what was typed and offers to reload */
  desatualizado: string | null;
  recarregando: boolean;
  onRecarregar: () => void;
  /** with the version the form opened with: a refetch behind it (after a 412) must not make its save blind */
  onSalvar: (input: EmpresaInput, versao: number) => Promise<unknown>;
}

/** The company's form: every field at once, masks as you type, checked by the schema the API uses. */
export function EmpresaForm({ empresa, salvando, desatualizado, recarregando, onRecarregar, onSalvar }: Props) {
  const [versao] = useState(empresa.versao);
  const [campos, setCampos] = useState<Campos>(() => camposDe(empresa));
  const [erros, setErros] = useState<Erros>({});

  async function enviar(event: FormEvent) {
    event.preventDefault();
    const novos = errosDoSchema(campos);
    setErros(novos);
    if (Object.keys(novos).length) return;
    try {
      await onSalvar(paraEnvio(campos) as EmpresaInput, versao);
    } catch (error) {
      if (isHttpError(error) && error.statusCode === 412) return;
      const porCampo = isHttpError(error) ? error.errors : {};
      setErros(Object.keys(porCampo).length ? porCampo : { geral: userMessage(error, TEXTOS_FORM.erroSalvar) });
    }
  }

  const campo = (nome: Campo, props: Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> & { mask?: (v: string) => string }, required = false, ajuda?: string) => {
    const { mask, ...inputProps } = props;
    return (
      <Field.Root invalid={Boolean(erros[nome])} required={required}>
        <Field.Label>
          {TEXTOS_FORM[nome]}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Input name={nome} h="11" bg="bg.panel" value={campos[nome]} onChange={(e) => setCampos((c) => ({ ...c, [nome]: mask ? mask(e.target.value) : e.target.value }))} {...inputProps} />
        {ajuda && !erros[nome] ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
        <Field.ErrorText>{erros[nome]}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack gap="4">
        {desatualizado ? (
          <Alert.Root status="warning" role="alert" alignItems="center" flexWrap="wrap" gap="3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{desatualizado}</Alert.Description>
            </Alert.Content>
            <Button variant="outline" minH="11" loading={recarregando} onClick={onRecarregar}>
              {TEXTOS_FORM.recarregar}
            </Button>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {campo('razao_social', { autoComplete: 'organization', maxLength: 120 }, true)}
          {campo('cnpj', { mask: maskCnpj, maxLength: 18, inputMode: 'text', placeholder: '00.000.000/0000-00' }, true)}
          {campo('endereco', { autoComplete: 'street-address', maxLength: 200 })}
          <SimpleGrid columns={3} gap="4">
            <Field.Root invalid={Boolean(erros.cidade)} required gridColumn="span 2">
              <Field.Label>
                {TEXTOS_FORM.cidade}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input name="cidade" h="11" bg="bg.panel" maxLength={60} autoComplete="address-level2" value={campos.cidade} onChange={(e) => setCampos((c) => ({ ...c, cidade: e.target.value }))} />
              <Field.ErrorText>{erros.cidade}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(erros.uf)} required>
              <Field.Label>
                {TEXTOS_FORM.uf}
                <Field.RequiredIndicator />
              </Field.Label>
              <OptionSelect name="uf" h="11" rootProps={{ bg: 'bg.panel' }} emptyLabel="--" options={UF_OPTIONS} value={campos.uf} onChange={(e) => setCampos((c) => ({ ...c, uf: e.target.value }))} />
              <Field.ErrorText>{erros.uf}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {campo('chave_pix', { maxLength: 77 }, false, TEXTOS_FORM.chavePixAjuda)}
          {campo('whatsapp', { mask: maskTelefone, maxLength: 15, inputMode: 'tel', type: 'tel', placeholder: '(00) 00000-0000' })}
          {campo('lembretes_dias', { maxLength: 60, inputMode: 'text', placeholder: '-1, 0, 1, 3, 7' }, false, TEXTOS_FORM.lembretesAjuda)}
        </SimpleGrid>
        <Stack as="fieldset" gap="2">
          <Heading as="legend" size="sm" mb="2">
            {TEXTOS_FORM.encargos}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {TEXTOS_FORM.encargosAjuda}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {campo('multa_atraso_percentual', { inputMode: 'decimal', maxLength: 6 }, true)}
            {campo('juros_mora_percentual', { inputMode: 'decimal', maxLength: 6 }, true)}
            {campo('carencia_dias', { inputMode: 'numeric', maxLength: 2 }, true)}
          </SimpleGrid>
        </Stack>
        {erros.geral ? (
          <Field.Root invalid>
            <Field.ErrorText role="alert">{erros.geral}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Button type="submit" colorPalette="primary" h="11" alignSelf={{ base: 'stretch', md: 'end' }} loading={salvando} disabled={salvando}>
          {TEXTOS_FORM.salvar}
        </Button>
      </Stack>
    </form>
  );
}
