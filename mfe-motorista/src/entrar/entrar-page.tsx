import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text, useNavigate } from '@frota/shared';
import { entrar } from './api/entrar';
import { diaDigitado, mascaraData } from './data-digitada';
import { esquecerLink, tokenDoLink } from './link-recebido';

export const ABRA_O_LINK = 'Abra o link que a locadora enviou pelo WhatsApp.';
export const DATA_INVALIDA = 'Informe a data no formato dd/mm/aaaa.';

/** /motorista/entrar#<token>: the driver confirms his birth date and gets a session of 30 days. */
export function EntrarPage() {
  const navigate = useNavigate();
  const [token] = useState(tokenDoLink);
  const [data, setData] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  if (!token) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="lg">
          Entrar
        </Heading>
        <Text>{ABRA_O_LINK}</Text>
      </Stack>
    );
  }

  async function enviar(event: FormEvent) {
    event.preventDefault();
    const dia = diaDigitado(data);
    if (!dia || !token) return setErro(DATA_INVALIDA);
    setErro(null);
    setEnviando(true);
    try {
      await entrar({ token, data_nascimento: dia });
      esquecerLink();
      navigate('/motorista', { replace: true });
    } catch (err) {
      // the server says which: a wrong date, a link used or cancelled
      setErro(err instanceof Error ? err.message : String(err));
      setEnviando(false);
    }
  }

  return (
    <Box maxW="sm">
      <form onSubmit={(e) => void enviar(e)} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Entrar
        </Heading>
        <Text>Para ver sua conta, confirme sua data de nascimento.</Text>
        <Field.Root invalid={erro !== null}>
          <Field.Label htmlFor="data-nascimento">Data de nascimento</Field.Label>
          <Input
            id="data-nascimento"
            size="lg"
            bg="bg.panel"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/aaaa"
            value={data}
            onChange={(e) => setData(mascaraData(e.target.value))}
          />
          {erro ? <Field.ErrorText role="alert">{erro}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="primary" minH="11" loading={enviando}>
          Entrar
        </Button>
      </Stack>
      </form>
    </Box>
  );
}
