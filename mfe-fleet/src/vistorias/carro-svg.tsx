import type { Avaria } from './rascunho';

/** The car seen from above, 100 × 200 units, front up; marks sit at x, y in 0–1 of it. */
export function CarroDeCima({ marcas, anteriores = [], onToque }: { marcas: Avaria[]; anteriores?: Avaria[]; onToque?: (x: number, y: number) => void }) {
  return (
    <svg
      viewBox="0 0 100 200"
      role="img"
      aria-label={`Desenho do carro visto de cima, ${marcas.length + anteriores.length} marcas`}
      style={{ width: '100%', maxWidth: 260, display: 'block', margin: '0 auto', touchAction: 'manipulation', cursor: onToque ? 'crosshair' : undefined }}
      onClick={(e) => {
        if (!onToque) return;
        const caixa = e.currentTarget.getBoundingClientRect();
        onToque((e.clientX - caixa.left) / caixa.width, (e.clientY - caixa.top) / caixa.height);
      }}
    >
      <rect x="15" y="8" width="70" height="184" rx="22" fill="#eef2f7" stroke="#4a5568" strokeWidth="2" />
      <rect x="24" y="40" width="52" height="28" rx="6" fill="#cbd5e0" />
      <rect x="24" y="138" width="52" height="22" rx="6" fill="#cbd5e0" />
      <rect x="22" y="72" width="56" height="62" rx="4" fill="none" stroke="#a0aec0" />
      <text x="50" y="22" textAnchor="middle" fontSize="8" fill="#4a5568">frente</text>
      {anteriores.map((m) => (
        <Marca key={`a${m.numero}`} marca={m} cor="#718096" />
      ))}
      {marcas.map((m) => (
        <Marca key={m.numero} marca={m} cor="#e53e3e" />
      ))}
    </svg>
  );
}

function Marca({ marca, cor }: { marca: Avaria; cor: string }) {
  return (
    <g>
      <circle cx={marca.x * 100} cy={marca.y * 200} r="7" fill={cor} />
      <text x={marca.x * 100} y={marca.y * 200 + 3} textAnchor="middle" fontSize="8" fill="white" fontWeight="bold">
        {marca.numero}
      </text>
    </g>
  );
}
