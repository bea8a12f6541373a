import { useState } from 'react';
import { Button, Flex, Text, type ArquivoEscolhido, type CustomFieldProps, type FieldConfig } from '@frota/shared';
import { comprimir } from '../vistorias/comprimir';

/** A photo from the camera (made smaller on the phone) or a PDF, chosen for the paper; replaces the one it has. */
function CampoArquivo({ id, value, onChange, form }: CustomFieldProps) {
  const [preparando, setPreparando] = useState(false);
  const escolhido = value as ArquivoEscolhido | '' | undefined;
  const atual = form.getValues('arquivo') as string | null | undefined;

  async function escolher(arquivo: File | undefined) {
    if (!arquivo) return;
    setPreparando(true);
    try {
      // a 12 MP photo is 4–6 MB: sent at 1600 px it is a few hundred KB; a PDF goes as it is
      const foto = arquivo.type.startsWith('image/');
      const escolha: ArquivoEscolhido = foto ? { arquivo: await comprimir(arquivo), nome: `${arquivo.name.replace(/\.[^.]*$/, '')}.jpg` } : { arquivo, nome: arquivo.name };
      onChange(escolha);
    } finally {
      setPreparando(false);
    }
  }

  let situacao = 'Nenhum arquivo.';
  if (escolhido) situacao = `Escolhido: ${escolhido.nome}`;
  else if (atual) situacao = `Já tem ${atual === 'application/pdf' ? 'um PDF' : 'uma foto'}; escolher outro o substitui.`;

  return (
    <Flex id={id} direction="column" gap="2">
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="outline" minH="11" flex="1 1 10rem" loading={preparando}>
          <label>
            Tirar foto
            <input type="file" accept="image/*" capture="environment" hidden aria-label="Tirar foto do documento" onChange={(e) => void escolher(e.target.files?.[0])} />
          </label>
        </Button>
        <Button asChild variant="outline" minH="11" flex="1 1 10rem" loading={preparando}>
          <label>
            Escolher foto ou PDF
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              hidden
              aria-label="Escolher foto ou PDF do documento"
              onChange={(e) => void escolher(e.target.files?.[0])}
            />
          </label>
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {situacao}
      </Text>
    </Flex>
  );
}

export const campoArquivo: FieldConfig = { name: 'arquivo_novo', label: 'Foto ou PDF do documento', type: 'custom', wide: true, render: (props) => <CampoArquivo {...props} /> };
