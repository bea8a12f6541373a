import { useState, type FormEvent, type ReactElement } from 'react';
import { NavLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { login } from '../../http';
import { Box, Button, ChakraLink, Flex, HStack, Heading, Stack, Text } from '../chakra-base';
import { Input } from '../chakra';
import { BrowserRouter } from '../browser-router';
import { FrotaProvider } from '../frota-provider';

export interface StandaloneSection {
  label: string;
  /** where the shell mounts it, e.g. '/veiculos' or '/veiculos/:id/pagamentos' */
  path: string;
  /** the menu link, when path has parameters */
  link?: string;
  element: ReactElement;
}

/** Sign-in of a remote running alone: the shell's login is elsewhere, and the kit sends every 401 to /login. */
export function DevLogin({ home }: { home: string }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await login(String(form.get('email') ?? ''), String(form.get('senha') ?? ''));
      navigate(home, { replace: true });
    } catch {
      setFailed(true);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Login">
      <Stack gap="3" maxW="sm">
        <Heading as="h1">Login</Heading>
        {failed && <Text color="red.600">Email ou senha inválidos</Text>}
        <Input name="email" type="email" aria-label="Email" placeholder="Email" bg="bg" required />
        <Input name="senha" type="password" aria-label="Senha" placeholder="Senha" bg="bg" required />
        <Button type="submit">Entrar</Button>
      </Stack>
    </form>
  );
}

/** A remote's pages at the paths the shell mounts them, in a bare frame, for `pnpm --filter <remote> dev`. */
export function StandaloneApp({ name, sections }: { name: string; sections: StandaloneSection[] }) {
  const home = sections[0]?.link ?? sections[0]?.path ?? '/';
  return (
    <FrotaProvider>
      <BrowserRouter>
        <Box minH="100vh" bg="bg.page">
          <Flex as="header" wrap="wrap" gap="4" align="center" px="4" py="3" bg="bg" borderBottomWidth="1px">
            <Text fontWeight="semibold">{name} (standalone)</Text>
            <HStack as="nav" aria-label="Páginas" gap="3">
              {sections.map((s) => (
                <ChakraLink key={s.path} asChild>
                  <NavLink to={s.link ?? s.path}>{s.label}</NavLink>
                </ChakraLink>
              ))}
            </HStack>
          </Flex>
          <Box as="main" p="6">
            <Routes>
              <Route path="/login" element={<DevLogin home={home} />} />
              {sections.map((s) => (
                <Route key={s.path} path={`${s.path}/*`} element={s.element} />
              ))}
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </Box>
        </Box>
      </BrowserRouter>
    </FrotaProvider>
  );
}
