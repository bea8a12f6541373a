import { Button, Image, newIdempotencyKey } from '@frota/shared';
import { useEffect, useState } from 'react';
import { comprimir } from './comprimir';
import type { FotoLocal } from './rascunho';

/** A kept photo's preview, its object URL released when it leaves the screen. */
export function Miniatura({ foto, alt }: { foto: FotoLocal; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(new Blob([foto.bytes], { type: foto.tipo }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [foto]);
  return url ? <Image src={url} alt={alt} w="full" h="24" objectFit="cover" borderRadius="l2" /> : null;
}

/**
 * A button that opens the phone's camera (`capture=environment`) and hands back the photo compressed on the phone,
 * with the key its upload will carry.
 */
export function TirarFoto({ rotulo, refazer, onFoto }: { rotulo: string; refazer: boolean; onFoto: (foto: Pick<FotoLocal, 'chave' | 'bytes' | 'tipo'>) => void }) {
  const [comprimindo, setComprimindo] = useState(false);
  async function escolher(arquivo: File | undefined) {
    if (!arquivo) return;
    setComprimindo(true);
    try {
      const comprimida = await comprimir(arquivo);
      onFoto({ chave: newIdempotencyKey(), bytes: await comprimida.arrayBuffer(), tipo: comprimida.type || 'image/jpeg' });
    } finally {
      setComprimindo(false);
    }
  }
  return (
    <Button asChild w="full" minH="11" mt="1" variant={refazer ? 'outline' : 'solid'} colorPalette="primary" loading={comprimindo}>
      <label>
        {refazer ? `Refazer: ${rotulo}` : rotulo}
        <input type="file" accept="image/*" capture="environment" hidden aria-label={`Foto: ${rotulo}`} onChange={(e) => void escolher(e.target.files?.[0])} />
      </label>
    </Button>
  );
}
