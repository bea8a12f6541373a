import { Box, Button, Heading, Link, Stack, contratos, useOne, useParams } from '@frota/shared';

/** The path of a contract's vistoria, on its vehicle's pages (the fleet's screen). */
export const caminhoDaVistoria = (veiculoId: number, contratoId: number, tipo: 'entrega' | 'devolucao') =>
  `/veiculos/${veiculoId}/vistoria?contrato=${contratoId}&tipo=${tipo}`;

/** Below a contract's form: the hand-over at the car, at delivery and at return. */
export function VistoriasDoContrato() {
  const { id } = useParams();
  const contrato = useOne(contratos, id ?? null).data;
  if (!contrato) return null;
  return (
    <Box as="section" aria-label="Vistorias" mt="6">
      <Heading as="h2" fontSize="xl" mb="3">
        Vistorias
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild variant="outline" minH="11">
          <Link to={caminhoDaVistoria(contrato.veiculo_id, contrato.id, 'entrega')}>Vistoria de entrega</Link>
        </Button>
        <Button asChild variant="outline" minH="11">
          <Link to={caminhoDaVistoria(contrato.veiculo_id, contrato.id, 'devolucao')}>Vistoria de devolução</Link>
        </Button>
      </Stack>
    </Box>
  );
}
