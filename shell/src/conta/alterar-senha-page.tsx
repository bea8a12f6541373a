import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  Input,
  MSG,
  Stack,
  isHttpError,
  notify,
  useMe,
  useNavigate,
} from '@frota/shared';
import { useAlterarSenha } from './api/alterar-senha';

export const TEXTOS = {
  titulo: 'Alterar senha',
  temporaria: 'Sua senha é temporária. Crie uma senha nova para continuar.',
  atual: 'Senha atual',
  nova: 'Nova senha',
  confirmacao: 'Confirme a nova senha',
  ajuda: 'Pelo menos 10 caracteres, difícil de adivinhar: uma frase com palavras soltas serve bem.',
  diferentes: 'As senhas não são iguais.',
  salvar: 'Salvar senha',
  alterada: 'Senha alterada.',
  erro: 'Erro ao alterar a senha. Por favor, tente novamente.',
} as const;

type Campo = 'senha_atual' | 'nova_senha' | 'confirmacao';

/** "Alterar senha" of the user menu; the only page a user with a temporary password can reach (issue 18). */
export function AlterarSenhaPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [valores, setValores] = useState<Record<Campo, string>>({ senha_atual: '', nova_senha: '', confirmacao: '' });
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  // /me is read again before the page leaves: a temporary password no longer holds the user here
  const salvar = useAlterarSenha({
    onSuccess: () => {
      notify.success(TEXTOS.alterada);
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isHttpError(error) && error.statusCode === 400 && Object.keys(error.errors).length) setErros(error.errors);
      else notify.error(isHttpError(error) && error.statusCode === 429 ? error.message : TEXTOS.erro);
    },
  });

  function enviar(event: FormEvent) {
    event.preventDefault();
    const novos: Partial<Record<Campo, string>> = {};
    if (!valores.senha_atual) novos.senha_atual = MSG.obrigatorio;
    if (!valores.nova_senha) novos.nova_senha = MSG.obrigatorio;
    if (valores.confirmacao !== valores.nova_senha) novos.confirmacao = TEXTOS.diferentes;
    setErros(novos);
    if (Object.keys(novos).length === 0) salvar.mutate({ senha_atual: valores.senha_atual, nova_senha: valores.nova_senha });
  }

  const campo = (nome: Campo, label: string, autoComplete: string, ajuda?: string) => (
    <Field.Root invalid={Boolean(erros[nome])} required>
      <Field.Label>{label}</Field.Label>
      <Input
        type="password"
        name={nome}
        autoComplete={autoComplete}
        h="11"
        value={valores[nome]}
        onChange={(e) => setValores((v) => ({ ...v, [nome]: e.target.value }))}
      />
      {ajuda && !erros[nome] ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
      <Field.ErrorText>{erros[nome]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box maxW="md">
      <Heading as="h1" mb="4">
        {TEXTOS.titulo}
      </Heading>
      {me.data?.trocar_senha ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{TEXTOS.temporaria}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <form onSubmit={enviar} noValidate>
        <Stack gap="4">
          {/* the email for the browser's password manager, which stores the new password under it */}
          <input type="email" name="email" autoComplete="username" value={me.data?.email ?? ''} readOnly hidden />
          {campo('senha_atual', TEXTOS.atual, 'current-password')}
          {campo('nova_senha', TEXTOS.nova, 'new-password', TEXTOS.ajuda)}
          {campo('confirmacao', TEXTOS.confirmacao, 'new-password')}
          <Button type="submit" colorPalette="primary" h="11" loading={salvar.isPending}>
            {TEXTOS.salvar}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
