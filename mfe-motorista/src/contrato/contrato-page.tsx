import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Loading, LoadError, Stack, Text, formatBRL, formatDate, formatNumber, formatPlaca } from '@frota/shared';
import { type ContratoDoMotorista } from '@frota/shared/portal';
import { useContrato } from './api/contrato';
import { baixarTermo } from './api/termo';

export const ERRO_CONTRATO = 'Erro ao carregar seu contrato. Por favor, tente novamente.';
export const ERRO_TERMO = 'Não foi possível baixar o termo. Tente novamente.';
export const SEM_CONTRATO = 'Você não tem contrato ativo.';

type Contrato = NonNullable<ContratoDoMotorista['contrato']>;
type Vistoria = Contrato['vistorias'][number];

const km = (valor: number) => `${formatNumber(valor)} km`;
const TIPO: Record<Vistoria['tipo'], string> = { entrega: 'Entrega', devolucao: 'Devolução' };

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Flex as="div" justify="space-between" gap="3" py="2" borderBottomWidth="1px" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {rotulo}
      </Text>
      <Text as="dd" fontWeight="medium" textAlign="right">
        {children}
      </Text>
    </Flex>
  );
}

function VistoriaItem({ vistoria }: { vistoria: Vistoria }) {
  const [erro, setErro] = useState(false);
  const [baixando, setBaixando] = useState(false);
  const nome = `Vistoria de ${TIPO[vistoria.tipo].toLowerCase()}`;
  async function baixar() {
    setBaixando(true);
    setErro(false);
    try {
      await baixarTermo(vistoria.id);
    } catch {
      setErro(true);
    } finally {
      setBaixando(false);
    }
  }
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" bg="bg.panel" p="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="medium">{nome}</Text>
          <Text fontSize="sm" color="fg.muted">
            {`Assinada em ${formatDate(vistoria.realizada_em)} · ${km(vistoria.quilometragem)}`}
          </Text>
        </Box>
        <Button variant="outline" size="sm" minH="11" loading={baixando} onClick={() => void baixar()} aria-label={`Termo da ${nome.toLowerCase()} de ${formatDate(vistoria.realizada_em)} (PDF)`}>
          Termo
        </Button>
      </Flex>
      {erro ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {ERRO_TERMO}
        </Text>
      ) : null}
    </Box>
  );
}

function Detalhes({ contrato }: { contrato: Contrato }) {
  const { veiculo } = contrato;
  return (
    <>
      <Box as="dl" borderWidth="1px" borderRadius="md" bg="bg.panel" px="3">
        <Item rotulo="Veículo">{`${veiculo.marca} ${veiculo.modelo}`}</Item>
        <Item rotulo="Placa">{formatPlaca(veiculo.placa)}</Item>
        <Item rotulo="Aluguel semanal">{formatBRL(contrato.valor_aluguel)}</Item>
        {contrato.plano ? <Item rotulo="Plano">{contrato.plano.nome}</Item> : null}
        {contrato.km_franquia_semanal !== null ? <Item rotulo="Franquia semanal">{km(contrato.km_franquia_semanal)}</Item> : null}
        {contrato.km_semana_atual !== null ? <Item rotulo="Km nesta semana">{km(contrato.km_semana_atual)}</Item> : null}
        <Item rotulo="Caução em custódia">{formatBRL(contrato.caucao_em_custodia)}</Item>
        <Item rotulo="Início">{formatDate(contrato.data_inicio)}</Item>
      </Box>
      <Heading as="h2" size="md">
        Vistorias
      </Heading>
      {contrato.vistorias.length === 0 ? (
        <Text>Nenhuma vistoria.</Text>
      ) : (
        <Stack as="ul" gap="2" p="0" m="0" aria-label="Vistorias">
          {contrato.vistorias.map((v) => (
            <VistoriaItem key={v.id} vistoria={v} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** /motorista/contrato: the car, the rent, the plan and its km franchise, the caução held and the signed vistorias. */
export function ContratoPage() {
  const consulta = useContrato();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Contrato
      </Heading>
      {consulta.isError ? (
        <LoadError message={ERRO_CONTRATO} onRetry={() => void consulta.refetch()} retrying={consulta.isFetching} />
      ) : !consulta.data ? (
        <Loading />
      ) : consulta.data.contrato ? (
        <Detalhes contrato={consulta.data.contrato} />
      ) : (
        <Text>{SEM_CONTRATO}</Text>
      )}
    </Stack>
  );
}
