// Every user-facing validation text of SPEC §5 and §8, to the letter.
export const MSG = {
  obrigatorio: 'Campo obrigatório',
  numeroInvalido: 'Informe um número válido',
  inteiroInvalido: 'Informe um número inteiro',
  naoNegativo: 'O valor não pode ser negativo',
  maiorQueZero: 'O valor deve ser maior que zero',
  centavos: 'Use no máximo duas casas decimais',
  valorMuitoAlto: 'Valor muito alto',
  dataInvalida: 'Data inválida',
  textoLongo: 'Texto muito longo',
  textoInvalido: 'Texto inválido',
  opcaoInvalida: 'Opção inválida',
  idInvalido: 'Identificador inválido',

  placaInvalida: 'A placa do veículo é inválida. Use o formato ABC1234 (antigo) ou ABC1D23 (Mercosul).',
  placaFormatoInline: 'Formato inválido. Use ABC1234 (padrão antigo) ou ABC1D23 (Mercosul)',
  anoForaDoIntervalo: (max: number) => `O ano deve estar entre 1900 e ${max}`,

  cpfObrigatorio: 'CPF é obrigatório',
  cpfDigitos: 'CPF deve conter 11 dígitos',
  cpfInvalido: 'CPF inválido',

  telefoneObrigatorio: 'Telefone é obrigatório',
  telefoneDigitos: 'Telefone deve ter 11 dígitos (DDD + 9 dígitos)',
  dddInvalido: 'DDD inválido',
  celularNove: 'Celular deve começar com 9',

  emailObrigatorio: 'Email é obrigatório',
  emailInvalido: 'Email inválido',
  emailLongo: 'Email muito longo',
  emailPontoExtremo: 'Email não pode começar ou terminar com ponto',
  emailPontosConsecutivos: 'Email não pode ter pontos consecutivos',

  senhaObrigatoria: 'Senha é obrigatória',
  loginInvalido: 'Email ou senha inválidos',

  dataFimAntesInicio: 'A data de término não pode ser anterior à data de início',
  vencimentoAntesMulta: 'O vencimento não pode ser anterior à data da multa',
  // issue 31: no date from the future where only the past makes sense; a driver is an adult with a real CNH
  dataFutura: 'A data não pode ser futura.',
  motoristaMenorDeIdade: 'O motorista deve ter pelo menos 18 anos.',
  cnhInvalida: 'CNH inválida',

  dadosInvalidos: 'Dados inválidos',
  erroCarregarNecessarios: 'Erro ao carregar dados necessários. Por favor, tente novamente.',
  nenhumVeiculoManutencao: 'Nenhum veículo precisa de manutenção no momento',
  nenhumRastreadorVeiculo: 'Nenhum rastreador encontrado para este veículo.',
  nenhumPagamento: 'Nenhum pagamento encontrado',
  contratoIndeterminado: 'Indeterminado',
  pushPermissaoNegada: 'Permissão negada para notificações',
  pushFalhaSubscription: 'Falha ao enviar subscription para o servidor',
  pushAtiveNotificacoes: 'Ative as notificações para receber alertas em tempo real.',

  // issue "money you can trust": writes that are safe to repeat and never overwrite blindly
  registroAlterado: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  chaveIdempotenciaReusada: 'Esta chave já foi usada com outros dados.',
  chaveIdempotenciaEmUso: 'Esta requisição ainda está sendo processada. Aguarde e tente novamente.',
  chaveIdempotenciaInvalida: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis.',
  dataPagamentoObrigatoria: 'Informe a data do pagamento',
  dataPagamentoSoSePago: 'A data do pagamento só vale para um pagamento pago',
  cnhVencida: 'A CNH do motorista está vencida.',
  motoristaInativo: 'O motorista não está ativo.',
  nenhumaManutencaoAgendada: 'Nenhuma manutenção agendada',

  // issue "the driver's account": receipts, caução, settlement, collections, Pix
  valorMaiorQueSaldo: 'O valor é maior que o saldo desta cobrança.',
  cobrancaCancelada: 'Esta cobrança está cancelada.',
  semContratoNaData: 'Nenhum contrato deste motorista nesta data.',
  pixNaoConfigurado: 'Pix não configurado.',
  contratoJaEncerrado: 'Este contrato já foi encerrado.',
  valorMenorQueRecebido: 'O valor não pode ser menor que o já recebido.',
  estorneAntesDeCancelar: 'Estorne os recebimentos antes de cancelar esta cobrança.',
  cobrancaJaPaga: 'Esta cobrança já foi paga. Estorne um recebimento para reabri-la.',
  tipoComRecebimentos: 'Estorne os recebimentos antes de mudar o tipo desta cobrança.',
  contratoComRecebimentos: 'Estorne os recebimentos antes de mudar o contrato desta cobrança.',
  recebimentoNaoEncontrado: 'Recebimento não encontrado',
  recebimentoDeLote: 'Este recebimento faz parte de um pagamento de várias cobranças: estorne o pagamento inteiro.',
  nenhumMotoristaEmAtraso: 'Nenhum motorista em atraso',
  // issue 36, the day's reminders and their schedule in Empresa
  lembretesDiaInvalido: 'Use dias inteiros de -7 a 60, separados por vírgula.',
  lembretesDemais: 'No máximo 10 lembretes.',
  lembretesRepetidos: 'Há dias repetidos.',
  etapaInvalida: 'Etapa de lembrete inválida',
  lembreteForaDaAgenda: 'Este motorista não tem este lembrete nesta data.',
  nenhumLembreteHoje: 'Nenhum lembrete para hoje',
  // issue 31, the security and fault probe: money moves only with its role, and a charge only through its origin
  cobrancaSoFinanceiro: 'Só o Financeiro ou o Administrador pode criar, alterar ou excluir a cobrança ao motorista.',
  cobrancaDaMulta: 'Esta cobrança é da multa; altere-a pela multa.',
  cobrancaDoSinistro: 'Esta cobrança é do sinistro; altere-a pelo sinistro.',
  retroativaLimitada: 'A cobrança retroativa é limitada a 52 semanas.',

  // issue 31: one ledger
  useEncerrarContrato: 'Para encerrar o contrato use Encerrar contrato.',
  acertoFechado: 'O acerto deste contrato já foi feito: o dinheiro dele está fechado.',
  valorMaiorQueEmAberto: (total: string) => `O valor é maior que o total em aberto (${total}).`,

  // issue "staff accounts, roles and an audit trail"
  semPermissao: 'Você não tem permissão para esta ação.',
  altereSuaSenha: 'Altere sua senha para continuar.',
  emailJaCadastrado: 'Já existe um usuário com este email.',
  ultimoAdministrador: 'É preciso manter ao menos um administrador ativo.',
  usuarioNaoEncontrado: 'Usuário não encontrado',

  // issue 33: a search that found nothing says what was searched, whatever the list
  nenhumResultado: (busca: string) => `Nenhum resultado para “${busca}”.`,
  // a record's page for an id that is not there (a deleted row, an old link): retrying will not help
  registroNaoEncontrado: 'Registro não encontrado.',
  // issue 33, reading offline: a write the browser could not send (nothing reached the server, nothing typed is lost)
  semConexao: 'Sem conexão: nada foi enviado ao servidor. O que você preencheu continua na tela; tente de novo quando a conexão voltar.',
  // a read this device never saved waits for the connection instead of failing
  aguardandoConexao: 'Sem conexão: estes dados ainda não foram carregados neste aparelho e aparecem quando a conexão voltar.',

  // issue 33: the company's data (Empresa)
  cnpjObrigatorio: 'CNPJ é obrigatório',
  cnpjTamanho: 'CNPJ deve ter 14 dígitos (00.000.000/0000-00)',
  cnpjInvalido: 'CNPJ inválido: confira os dígitos',
  chavePixInvalida: 'Chave Pix inválida. Use CPF, CNPJ, email, celular com +55 ou a chave aleatória.',
} as const;
