// Realistic Brazilian reference data for the demo fleet of an app-driver rental company.

export const MODELOS: readonly { marca: string; modelo: string; preco: number }[] = [
  { marca: 'CHEVROLET', modelo: 'ONIX', preco: 82_000 },
  { marca: 'CHEVROLET', modelo: 'ONIX PLUS', preco: 92_000 },
  { marca: 'CHEVROLET', modelo: 'SPIN', preco: 110_000 },
  { marca: 'CHEVROLET', modelo: 'PRISMA', preco: 68_000 },
  { marca: 'HYUNDAI', modelo: 'HB20', preco: 84_000 },
  { marca: 'HYUNDAI', modelo: 'HB20S', preco: 94_000 },
  { marca: 'HYUNDAI', modelo: 'CRETA', preco: 128_000 },
  { marca: 'FIAT', modelo: 'ARGO', preco: 80_000 },
  { marca: 'FIAT', modelo: 'CRONOS', preco: 90_000 },
  { marca: 'FIAT', modelo: 'MOBI', preco: 70_000 },
  { marca: 'FIAT', modelo: 'UNO', preco: 58_000 },
  { marca: 'RENAULT', modelo: 'KWID', preco: 68_000 },
  { marca: 'RENAULT', modelo: 'LOGAN', preco: 78_000 },
  { marca: 'RENAULT', modelo: 'SANDERO', preco: 76_000 },
  { marca: 'VOLKSWAGEN', modelo: 'VIRTUS', preco: 112_000 },
  { marca: 'VOLKSWAGEN', modelo: 'POLO', preco: 92_000 },
  { marca: 'VOLKSWAGEN', modelo: 'GOL', preco: 66_000 },
  { marca: 'VOLKSWAGEN', modelo: 'VOYAGE', preco: 74_000 },
  { marca: 'TOYOTA', modelo: 'YARIS', preco: 104_000 },
  { marca: 'TOYOTA', modelo: 'ETIOS', preco: 72_000 },
];

export const OBSERVACOES_VEICULO = [
  'Kit GNV instalado',
  'Película nos vidros',
  'Pneus trocados na compra',
  'Segunda chave no cofre',
  'Ar-condicionado revisado',
  'Bateria nova',
];

export const NOMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena', 'Igor', 'Juliana',
  'Kleber', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Patrícia', 'Rafael', 'Sabrina', 'Thiago', 'Vanessa',
  'Wellington', 'Yasmin', 'Anderson', 'Camila', 'Leandro', 'Priscila', 'Rodrigo', 'Tatiane', 'Fábio', 'Jéssica',
];

export const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
];

export const CIDADES: readonly { cidade: string; uf: string; ddd: number; bairros: readonly string[] }[] = [
  { cidade: 'São Paulo', uf: 'SP', ddd: 11, bairros: ['Mooca', 'Tatuapé', 'Pinheiros', 'Santana', 'Vila Mariana', 'Itaquera'] },
  { cidade: 'Guarulhos', uf: 'SP', ddd: 11, bairros: ['Centro', 'Vila Galvão', 'Bonsucesso'] },
  { cidade: 'Campinas', uf: 'SP', ddd: 19, bairros: ['Cambuí', 'Taquaral', 'Barão Geraldo'] },
  { cidade: 'Rio de Janeiro', uf: 'RJ', ddd: 21, bairros: ['Tijuca', 'Méier', 'Copacabana', 'Madureira'] },
  { cidade: 'Belo Horizonte', uf: 'MG', ddd: 31, bairros: ['Savassi', 'Pampulha', 'Barreiro'] },
  { cidade: 'Curitiba', uf: 'PR', ddd: 41, bairros: ['Batel', 'Portão', 'Boqueirão'] },
  { cidade: 'Porto Alegre', uf: 'RS', ddd: 51, bairros: ['Moinhos de Vento', 'Partenon', 'Sarandi'] },
  { cidade: 'Brasília', uf: 'DF', ddd: 61, bairros: ['Asa Norte', 'Taguatinga', 'Guará'] },
  { cidade: 'Salvador', uf: 'BA', ddd: 71, bairros: ['Pituba', 'Barra', 'Itapuã'] },
  { cidade: 'Recife', uf: 'PE', ddd: 81, bairros: ['Boa Viagem', 'Casa Amarela', 'Madalena'] },
  { cidade: 'Fortaleza', uf: 'CE', ddd: 85, bairros: ['Aldeota', 'Messejana', 'Meireles'] },
  { cidade: 'Belém', uf: 'PA', ddd: 91, bairros: ['Nazaré', 'Marco', 'Pedreira'] },
];

export const RUAS = [
  'Rua das Flores', 'Avenida Brasil', 'Rua Sete de Setembro', 'Rua Tiradentes', 'Avenida Getúlio Vargas',
  'Rua Dom Pedro II', 'Rua XV de Novembro', 'Avenida Santos Dumont', 'Rua Marechal Deodoro', 'Rua São João',
];

export const PROVEDORES_EMAIL = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'];

/** CNH categories weighted as in a rental company: mostly B and AB. */
export const CATEGORIAS_PESO = ['B', 'B', 'B', 'B', 'AB', 'AB', 'AB', 'C', 'D', 'E', 'A', 'AC', 'AD', 'AE'] as const;

interface Servico {
  descricao: string;
  min: number;
  max: number;
}

export const SERVICOS: Record<'revisao' | 'preventiva' | 'corretiva', readonly Servico[]> = {
  revisao: [
    { descricao: 'Revisão dos 10.000 km: óleo, filtros e inspeção geral', min: 450, max: 900 },
    { descricao: 'Revisão dos 20.000 km conforme manual do fabricante', min: 600, max: 1200 },
    { descricao: 'Revisão periódica com troca de velas e fluido de freio', min: 700, max: 1400 },
  ],
  preventiva: [
    { descricao: 'Troca de óleo e filtro de óleo', min: 220, max: 420 },
    { descricao: 'Alinhamento, balanceamento e rodízio de pneus', min: 150, max: 320 },
    { descricao: 'Troca das pastilhas de freio dianteiras', min: 280, max: 520 },
    { descricao: 'Higienização do ar-condicionado e troca do filtro de cabine', min: 160, max: 300 },
  ],
  corretiva: [
    { descricao: 'Substituição da bateria', min: 450, max: 750 },
    { descricao: 'Troca do kit de embreagem', min: 1400, max: 2600 },
    { descricao: 'Reparo na suspensão dianteira (bieletas e buchas)', min: 600, max: 1500 },
    { descricao: 'Troca de pneu furado sem reparo', min: 380, max: 650 },
    { descricao: 'Reparo no sistema de arrefecimento (bomba d’água)', min: 700, max: 1600 },
  ],
};

/** CTB infractions with their legal amounts. */
export const INFRACOES: readonly { motivo: string; valor: number }[] = [
  { motivo: 'Transitar em velocidade até 20% acima da máxima permitida (art. 218, I)', valor: 130.16 },
  { motivo: 'Transitar em velocidade de 20% a 50% acima da máxima permitida (art. 218, II)', valor: 195.23 },
  { motivo: 'Avançar o sinal vermelho do semáforo (art. 208)', valor: 293.47 },
  { motivo: 'Dirigir segurando ou manuseando telefone celular (art. 252, parágrafo único)', valor: 293.47 },
  { motivo: 'Estacionar em local proibido pela sinalização (art. 181, XVII)', valor: 195.23 },
  { motivo: 'Deixar de usar o cinto de segurança (art. 167)', valor: 195.23 },
  { motivo: 'Parar sobre a faixa de pedestres (art. 182, VI)', valor: 130.16 },
  { motivo: 'Transitar em faixa exclusiva de ônibus (art. 184, III)', valor: 293.47 },
  { motivo: 'Desrespeitar o rodízio municipal de veículos (art. 187, I)', valor: 130.16 },
];

export const SINISTROS = [
  { descricao: 'Colisão traseira em semáforo; para-choque e lanterna danificados', min: 1200, max: 3500 },
  { descricao: 'Batida lateral em cruzamento; porta dianteira e retrovisor', min: 1800, max: 5200 },
  { descricao: 'Raspão em coluna de estacionamento; pintura do para-lama', min: 600, max: 1400 },
  { descricao: 'Alagamento em via pública; limpeza e troca de módulos elétricos', min: 3500, max: 9800 },
  { descricao: 'Quebra do para-brisa por pedra na rodovia', min: 900, max: 1900 },
  { descricao: 'Colisão frontal leve; radiador, capô e faróis', min: 4500, max: 12_000 },
];

export const RASTREADORES = [
  { nome: 'Rastreador GT06 4G', caracteristicas: '4G, bloqueio remoto, sensor de ignição' },
  { nome: 'Suntech ST310U', caracteristicas: '3G, bloqueio remoto, bateria interna de backup' },
  { nome: 'Teltonika FMB920', caracteristicas: '2G/4G, acelerômetro, detecção de colisão' },
  { nome: 'Queclink GV300', caracteristicas: '4G, botão de pânico, entrada para sensor de porta' },
];
