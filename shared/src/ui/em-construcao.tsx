import { Route, Routes } from 'react-router-dom';
import { Box, Heading, Text } from './chakra-base';

/** A screen that a later issue builds. */
export function EmConstrucao({ titulo }: { titulo: string }) {
  return (
    <Box>
      <Heading as="h1" mb="4">
        {titulo}
      </Heading>
      <Text color="fg.muted">Em construção</Text>
    </Box>
  );
}

/** The list, new and edit routes (SPEC §2) of a section not built yet. */
export function SecaoEmConstrucao({ lista, novo, editar }: { lista: string; novo: string; editar: string }) {
  return (
    <Routes>
      <Route index element={<EmConstrucao titulo={lista} />} />
      <Route path="novo" element={<EmConstrucao titulo={novo} />} />
      <Route path=":id/editar" element={<EmConstrucao titulo={editar} />} />
    </Routes>
  );
}
