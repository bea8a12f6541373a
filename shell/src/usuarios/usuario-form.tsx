import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  MSG,
  OptionSelect,
  PAPEIS,
  PAPEL_LABELS,
  Stack,
  isHttpError,
  userMessage,
  validarEmail,
  type Papel,
  type Usuario,
  type UsuarioInput,
} from '@frota/shared';

export const TEXTOS_FORM = {
  nome: 'Nome',
  email: 'Email',
  papel: 'Papel',
  ativo: 'Ativo (pode entrar no Frota)',
  criar: 'Criar usuário',
  salvar: 'Salvar',
  erroSalvar: 'Erro ao salvar usuário. Por favor, tente novamente.',
} as const;

const PAPEL_OPTIONS = PAPEIS.map((papel) => ({ value: papel, label: PAPEL_LABELS[papel] }));

type Campos = { nome: string; email: string; papel: Papel | ''; ativo: boolean };
type Erros = Partial<Record<keyof Campos | 'geral', string>>;

/** Create (name, email, role) or edit (and active) one user; the server checks everything again. */
export function UsuarioForm({ usuario, salvando, onSalvar }: { usuario?: Usuario; salvando: boolean; onSalvar: (input: UsuarioInput) => Promise<unknown> }) {
  const [campos, setCampos] = useState<Campos>({ nome: usuario?.nome ?? '', email: usuario?.email ?? '', papel: usuario?.papel ?? '', ativo: usuario?.ativo ?? true });
  const [erros, setErros] = useState<Erros>({});

  async function enviar(event: FormEvent) {
    event.preventDefault();
    const novos: Erros = {};
    if (!campos.nome.trim()) novos.nome = MSG.obrigatorio;
    const email = validarEmail(campos.email);
    if (email) novos.email = email;
    if (!campos.papel) novos.papel = MSG.obrigatorio;
    setErros(novos);
    if (Object.keys(novos).length || !campos.papel) return;
    try {
      await onSalvar({ nome: campos.nome, email: campos.email, papel: campos.papel, ativo: campos.ativo });
    } catch (error) {
      const porCampo = isHttpError(error) ? error.errors : {};
      setErros(Object.keys(porCampo).length ? porCampo : { geral: userMessage(error, TEXTOS_FORM.erroSalvar) });
    }
  }

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(erros.nome)} required>
          <Field.Label>{TEXTOS_FORM.nome}</Field.Label>
          <Input name="nome" h="11" autoComplete="off" value={campos.nome} onChange={(e) => setCampos((c) => ({ ...c, nome: e.target.value }))} />
          <Field.ErrorText>{erros.nome}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.email)} required>
          <Field.Label>{TEXTOS_FORM.email}</Field.Label>
          <Input name="email" type="email" h="11" autoComplete="off" value={campos.email} onChange={(e) => setCampos((c) => ({ ...c, email: e.target.value }))} />
          <Field.ErrorText>{erros.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(erros.papel)} required>
          <Field.Label>{TEXTOS_FORM.papel}</Field.Label>
          <OptionSelect
            name="papel"
            h="11"
            options={PAPEL_OPTIONS}
            value={campos.papel}
            onChange={(e) => setCampos((c) => ({ ...c, papel: e.target.value as Papel | '' }))}
          />
          <Field.ErrorText>{erros.papel}</Field.ErrorText>
        </Field.Root>
        {usuario ? (
          <Checkbox.Root checked={campos.ativo} onCheckedChange={(d) => setCampos((c) => ({ ...c, ativo: d.checked === true }))} minH="11">
            <Checkbox.HiddenInput name="ativo" />
            <Checkbox.Control />
            <Checkbox.Label>{TEXTOS_FORM.ativo}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        {erros.geral ? (
          <Field.Root invalid>
            <Field.ErrorText role="alert">{erros.geral}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Button type="submit" colorPalette="primary" h="11" loading={salvando}>
          {usuario ? TEXTOS_FORM.salvar : TEXTOS_FORM.criar}
        </Button>
      </Stack>
    </form>
  );
}
