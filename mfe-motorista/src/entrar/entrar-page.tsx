import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Heading, Stack, Text, useNavigate } from '@frota/shared';
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
        <Stack gap="1.5">
          <Text as="label" htmlFor="data-nascimento" fontWeight="medium">
            Data de nascimento
          </Text>
          <Box
            as="input"
            id="data-nascimento"
            h="12"
            px="3"
            fontSize="lg"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            borderColor={erro ? 'border.error' : 'border'}
            inputMode="numeric"
            autoComplete="bday"
            placeholder="dd/mm/aaaa"
            aria-invalid={erro !== null || undefined}
            aria-describedby={erro ? 'data-nascimento-erro' : undefined}
            value={data}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setData(mascaraData(e.target.value))}
          />
          {erro ? (
            <Text id="data-nascimento-erro" role="alert" color="fg.error" fontSize="sm">
              {erro}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" colorPalette="primary" minH="11" loading={enviando}>
          Entrar
        </Button>
      </Stack>
      </form>
    </Box>
  );
}
