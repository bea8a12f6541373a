import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Field, Heading, Input, Stack, Text, login, useLocation, useNavigate } from '@frota/shared/base';
import { returnPathFrom } from './return-path';

const LOGIN_FAILED = 'Email ou senha inválidos';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setFailed(false);
    try {
      await login(String(form.get('email') ?? ''), String(form.get('senha') ?? ''));
      navigate(returnPathFrom(location.state), { replace: true });
    } catch {
      // SPEC §8: every login failure shows the same message
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" px="4" bg="bg.page">
      <Card.Root as="main" w="full" maxW="sm">
        <Card.Body>
          <Heading as="h1" textAlign="center" color="primary.solid">
            Frota
          </Heading>
          <Heading as="h2" textAlign="center" mb="6">
            Login
          </Heading>
          {failed && (
            <Text role="alert" color="red.600" fontWeight="medium" mb="4">
              {LOGIN_FAILED}
            </Text>
          )}
          <form onSubmit={submit} aria-label="Login">
            <Stack gap="4">
              <Field.Root required>
                <Field.Label>
                  Email
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="email" type="email" autoComplete="username" autoFocus />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Senha
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="senha" type="password" autoComplete="current-password" />
              </Field.Root>
              <Button type="submit" loading={submitting} w="full">
                Entrar
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
