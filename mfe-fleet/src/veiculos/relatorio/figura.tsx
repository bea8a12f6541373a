import { Card, Link, Stat } from '@frota/shared';

export interface FiguraProps {
  rotulo: string;
  valor: string;
  detalhe?: string;
  /** Opens this route on click (the card is then a link). */
  to?: string;
  tom?: 'positivo' | 'negativo';
}

const COR = { positivo: 'green.600', negativo: 'red.600' } as const;

/** One figure of the report, as a card; with `to`, the whole card is a link. */
export function Figura({ rotulo, valor, detalhe, to, tom }: FiguraProps) {
  const conteudo = (
    <Card.Body>
      <Stat.Root>
        <Stat.Label>{rotulo}</Stat.Label>
        <Stat.ValueText color={tom ? COR[tom] : undefined} fontSize="2xl">
          {valor}
        </Stat.ValueText>
        {detalhe ? <Stat.HelpText>{detalhe}</Stat.HelpText> : null}
      </Stat.Root>
    </Card.Body>
  );
  if (!to) return <Card.Root>{conteudo}</Card.Root>;
  return (
    <Card.Root asChild _hover={{ borderColor: 'primary.solid', shadow: 'md' }} _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid' }}>
      <Link to={to}>{conteudo}</Link>
    </Card.Root>
  );
}
