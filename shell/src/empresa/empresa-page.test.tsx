import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signedInAs, type Answer, type Seen } from '@frota/shared/testing';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';
import { TEXTOS } from './empresa-page';

const api = fakeApi();

// the late charges' terms and the reminders' schedule (issue 36), as the API answers them before a save
const TERMOS = { multa_atraso_percentual: 2, juros_mora_percentual: 1, carencia_dias: 0, lembretes_dias: [-1, 0, 1, 3, 7] };
const DO_AMBIENTE = { versao: 1, salvo: false, razao_social: 'Locadora Exemplo', cnpj: null, endereco: null, cidade: 'São Paulo', uf: null, chave_pix: 'pix@locadora.com.br', whatsapp: null, ...TERMOS };
const SALVA = { versao: 2, salvo: true, razao_social: 'Frota Boa Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: null, cidade: 'São Paulo', uf: 'SP', chave_pix: 'pix@locadora.com.br', whatsapp: '(11) 98765-4321', ...TERMOS };

function abrir(answer: (s: Seen) => Answer) {
  window.localStorage.setItem('token', 'tok-admin');
  api.answer = answer;
  renderAt('/empresa', <AppRoutes />);
  return userEvent.setup();
}

const puts = () => api.seen.filter((s) => s.method === 'PUT');

describe('/empresa', () => {
  it('starts from the environment’s values, masks CNPJ and WhatsApp as typed, refuses a bad CNPJ before asking the API, and saves over the version shown', async () => {
    let salvo = false;
    const user = abrir(({ method }) => {
      if (method === 'PUT') salvo = true;
      return { status: 200, body: salvo ? SALVA : DO_AMBIENTE };
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa' })).toBeInTheDocument();
    expect(await screen.findByText(TEXTOS.naoSalvo)).toBeInTheDocument();
    const razao = screen.getByLabelText(/^Razão social/);
    expect(razao).toHaveValue('Locadora Exemplo');
    await user.clear(razao);
    await user.type(razao, 'Frota Boa Locações Ltda.');
    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000182');
    expect(screen.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-82');
    await user.type(screen.getByLabelText(/^WhatsApp/), '11987654321');
    expect(screen.getByLabelText(/^WhatsApp/)).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido: confira os dígitos')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.type(screen.getByLabelText(/^CNPJ/), '{Backspace}1');
    await user.selectOptions(screen.getByLabelText(/^UF/), 'SP');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TEXTOS.salvo)).toBeInTheDocument();
    expect(puts()).toEqual([
      expect.objectContaining({
        path: '/api/empresa',
        headers: expect.objectContaining({ 'if-match': '"1"' }),
        body: { razao_social: 'Frota Boa Locações Ltda.', cnpj: '11.222.333/0001-81', endereco: '', cidade: 'São Paulo', uf: 'SP', chave_pix: 'pix@locadora.com.br', whatsapp: '(11) 98765-4321', ...TERMOS, lembretes_dias: '-1, 0, 1, 3, 7' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByText(TEXTOS.naoSalvo)).not.toBeInTheDocument());
  });

  it('shows the server’s field messages, and a 412 keeps what was typed and offers to reload', async () => {
    let vez = 0;
    const user = abrir(({ method }) => {
      if (method !== 'PUT') return { status: 200, body: vez >= 2 ? { ...SALVA, versao: 5, cidade: 'Campinas' } : SALVA };
      vez++;
      return vez === 1
        ? { status: 400, body: { message: 'Dados inválidos', errors: { chave_pix: 'Chave Pix inválida. Use CPF, CNPJ, email, celular com +55 ou a chave aleatória.' } } }
        : { status: 412, body: { message: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.' } };
    });
    const cidade = await screen.findByLabelText(/^Cidade/);
    await user.clear(cidade);
    await user.type(cidade, 'Santos');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Chave Pix inválida/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Este registro foi alterado por outra pessoa/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Santos');
    // the read the 412 refreshed does not make the next save blind: it still names the version the form showed
    expect(puts().map((p) => p.headers['if-match'])).toEqual(['"2"', '"2"']);
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Campinas'));
    expect(screen.queryByText(/Este registro foi alterado por outra pessoa/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts().at(-1)?.headers['if-match']).toBe('"5"'));
  });

  it('sets the late charges: multa, juros and carência typed in pt-BR, their bounds checked before asking the API (issue 36)', async () => {
    const user = abrir(() => ({ status: 200, body: SALVA }));
    const multa = await screen.findByLabelText(/^Multa por atraso \(%\)/);
    const juros = screen.getByLabelText(/^Juros de mora \(% ao mês\)/);
    const carencia = screen.getByLabelText(/^Carência \(dias\)/);
    expect([multa, juros, carencia].map((c) => (c as HTMLInputElement).value)).toEqual(['2', '1', '0']);
    await user.clear(multa);
    await user.type(multa, '2,5');
    await user.clear(carencia);
    await user.type(carencia, '31');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A multa por atraso vai de 0% a 2%')).toBeInTheDocument();
    expect(screen.getByText('A carência vai de 0 a 30 dias')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.clear(multa);
    await user.type(multa, '1,5');
    await user.clear(juros);
    await user.type(juros, '0,5');
    await user.clear(carencia);
    await user.type(carencia, '3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ multa_atraso_percentual: 1.5, juros_mora_percentual: 0.5, carencia_dias: 3 });
  });

  it('edits the reminders\' schedule: days from the due date, checked before asking the API', async () => {
    const user = abrir(() => ({ status: 200, body: SALVA }));
    const lembretes = await screen.findByLabelText(/^Lembretes \(dias em relação ao vencimento\)/);
    expect(lembretes).toHaveValue('-1, 0, 1, 3, 7');
    await user.clear(lembretes);
    await user.type(lembretes, '0, 3, 3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Há dias repetidos.')).toBeInTheDocument();
    await user.clear(lembretes);
    await user.type(lembretes, '-1, 90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Use dias inteiros de -7 a 60, separados por vírgula.')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.clear(lembretes);
    await user.type(lembretes, '-2, 0, 5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts().map((p) => (p.body as { lembretes_dias: unknown }).lembretes_dias)).toEqual(['-2, 0, 5']));
  });

  it('tells another role it may not, without asking the API for the company', async () => {
    signedInAs('financeiro');
    abrir(() => ({ status: 200, body: SALVA }));
    expect(await screen.findByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.filter((s) => s.path === '/api/empresa')).toEqual([]));
  });
});
