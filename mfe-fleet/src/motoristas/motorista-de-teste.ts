// A driver as GET /api/motoristas/{id} answers him, for this folder's screen tests; each test names what differs.
export function motoristaDeTeste(campos: Record<string, unknown> = {}) {
  return {
    id: 1,
    nome: 'Ana Souza',
    cpf: '529.982.247-25',
    rg: '12.345.678-9',
    data_nascimento: '1990-05-01',
    cnh: '62472927637',
    categoria_cnh: 'B',
    validade_cnh: '2030-01-01',
    telefone: '(11) 91234-5678',
    email: 'ana@exemplo.com.br',
    endereco: 'Rua A, 1',
    status: 'ativo',
    versao: 1,
    ...campos,
  };
}
