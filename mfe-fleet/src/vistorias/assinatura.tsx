import { Box, Button, Stack, Text } from '@frota/shared';
import { useEffect, useRef } from 'react';
import type SignaturePad from 'signature_pad';

/**
 * A signature drawn with the finger (signature_pad, loaded with this step): each stroke ends in a PNG handed to
 * `onAssinar`; "Limpar" starts again.
 */
export function Assinatura({ rotulo, assinada, onAssinar, onLimpar }: { rotulo: string; assinada: boolean; onAssinar: (png: Blob) => void; onLimpar: () => void }) {
  const tela = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const assinar = useRef(onAssinar);
  assinar.current = onAssinar;

  useEffect(() => {
    let vivo = true;
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = tela.current;
      if (!vivo || !canvas) return;
      // drawn at the screen's pixel density, so the stroke is sharp on a phone
      const escala = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * escala;
      canvas.height = canvas.offsetHeight * escala;
      canvas.getContext('2d')?.scale(escala, escala);
      const p = new Pad(canvas, { backgroundColor: 'rgb(255,255,255)' });
      p.addEventListener('endStroke', () => canvas.toBlob((png) => png && assinar.current(png), 'image/png'));
      pad.current = p;
    });
    return () => {
      vivo = false;
      pad.current?.off();
    };
  }, []);

  return (
    <Stack gap="2">
      <Text fontWeight="medium">
        {rotulo}
        {assinada ? ' ✓' : ''}
      </Text>
      <Box borderWidth="1px" borderRadius="l2" bg="white" h="40" overflow="hidden">
        <canvas ref={tela} aria-label={rotulo} style={{ width: '100%', height: '100%', touchAction: 'none', display: 'block' }} />
      </Box>
      <Button
        variant="outline"
        minH="11"
        onClick={() => {
          pad.current?.clear();
          onLimpar();
        }}
      >
        Limpar {rotulo.toLowerCase()}
      </Button>
    </Stack>
  );
}
