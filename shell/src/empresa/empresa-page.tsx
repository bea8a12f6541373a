import { useState } from 'react';
import { Alert, Box, Heading, LoadError, Loading, MSG, awaitingFreshData, isHttpError, notify } from '@frota/shared';
import { WithPermission } from '../pages/with-permission';
import { EmpresaForm } from './empresa-form';
import { useEmpresa, useSalvarEmpresa } from './api/empresa';

export const TEXTOS = {
  titulo: 'Empresa',
  ajuda: 'Estes dados aparecem no recibo, no extrato impresso e no Pix.',
  naoSalvo: 'Ainda não salvos: estes são os valores das variáveis de ambiente do servidor. Confira e salve.',
  salvo: 'Dados da empresa salvos.',
  erroCarregar: 'Erro ao carregar os dados da empresa. Por favor, tente novamente.',
} as const;

/** /empresa (administrador): the company's razão social, CNPJ, address, Pix key and WhatsApp (issue 33). */
export function EmpresaPage() {
  return (
    <WithPermission permissao="empresa" titulo={TEXTOS.titulo}>
      <DadosDaEmpresa />
    </WithPermission>
  );
}

function DadosDaEmpresa() {
  const empresa = useEmpresa();
  const [desatualizado, setDesatualizado] = useState(false);
  // the form is made again from what was read after a save or a reload, never under the user's typing
  const [geracao, setGeracao] = useState(0);
  const salvar = useSalvarEmpresa({
    onSuccess: () => {
      notify.success(TEXTOS.salvo);
      setGeracao((g) => g + 1);
    },
    onError: (error) => {
      if (isHttpError(error) && error.statusCode === 412) setDesatualizado(true);
    },
  });

  async function recarregar() {
    await empresa.refetch();
    setDesatualizado(false);
    setGeracao((g) => g + 1);
  }

  let conteudo;
  if (empresa.isPending || awaitingFreshData(empresa)) conteudo = <Loading />;
  else if (empresa.isError) conteudo = <LoadError message={TEXTOS.erroCarregar} onRetry={() => void empresa.refetch()} retrying={empresa.isFetching} />;
  else {
    const dados = empresa.data;
    conteudo = (
      <>
        {dados.salvo ? null : (
          <Alert.Root status="info" mb="4">
            <Alert.Indicator />
            <Alert.Description>{TEXTOS.naoSalvo}</Alert.Description>
          </Alert.Root>
        )}
        <Box bg="bg.panel" borderRadius="l2" borderWidth="1px" p={{ base: '4', md: '6' }}>
          <EmpresaForm
            key={geracao}
            empresa={dados}
            salvando={salvar.isPending}
            desatualizado={desatualizado ? MSG.registroAlterado : null}
            recarregando={empresa.isFetching}
            onRecarregar={() => void recarregar()}
            onSalvar={(input, versao) => salvar.mutateAsync({ versao, input })}
          />
        </Box>
      </>
    );
  }

  return (
    <Box maxW="4xl">
      <Heading as="h1" mb="2">
        {TEXTOS.titulo}
      </Heading>
      <Box color="fg.muted" mb="4">
        {TEXTOS.ajuda}
      </Box>
      {conteudo}
    </Box>
  );
}
