import { useState } from 'react';
import { Input, formatBRL } from '@frota/shared';

/**
 * An amount typed pt-BR: a "," is the decimal mark and dots group thousands ("1.234,56"); a single dot before one
 * or two digits is a decimal mark too ("640.5"). null when there is no digit.
 */
export function lerValor(texto: string): number | null {
  const kept = texto.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  const virgula = kept.lastIndexOf(',');
  const pontos = kept.split('.').length - 1;
  const decimalEm = virgula >= 0 ? virgula : pontos === 1 && /\.\d{1,2}$/.test(kept) ? kept.lastIndexOf('.') : -1;
  const inteiro = (decimalEm < 0 ? kept : kept.slice(0, decimalEm)).replace(/\D/g, '') || '0';
  const decimais = decimalEm < 0 ? '' : kept.slice(decimalEm + 1).replace(/\D/g, '').slice(0, 2);
  return Math.round(Number(`${inteiro}.${decimais || '0'}`) * 100) / 100;
}

interface ValorInputProps {
  id: string;
  valor: number | null;
  onChange: (valor: number | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The dialog's amount, as the kit's form money field shows it ("R$ 1.234,56" once typed), for a form that is
 * not a resource form: the kit exports its MoneyInput only through a FieldConfig.
 */
export function ValorInput({ id, valor, onChange, invalid, describedBy }: ValorInputProps) {
  // what is being typed; null shows the amount formatted
  const [digitando, setDigitando] = useState<string | null>(null);
  return (
    <Input
      id={id}
      size="lg"
      inputMode="decimal"
      autoComplete="off"
      placeholder="R$ 0,00"
      bg="bg.panel"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={digitando ?? (valor === null ? '' : formatBRL(valor).replace(/\s/u, ' '))}
      onChange={(e) => {
        const texto = e.target.value.replace(/[^\d.,R$\s]/g, '');
        setDigitando(texto);
        onChange(lerValor(texto));
      }}
      onBlur={() => setDigitando(null)}
    />
  );
}
