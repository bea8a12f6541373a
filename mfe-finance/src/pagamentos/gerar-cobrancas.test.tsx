import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, listOf, renderAt, signedInAs } from '@frota/shared/testing';
import Pagamentos from '../exposes/pagamentos';

// "Gerar cobranças agora" (issue 35): the administrador's, its answer as the toast.

const api = fakeApi();
const open = () => renderAt('/pagamentos', { '/pagamentos/*': <Pagamentos /> });

describe('"Gerar cobranças agora" on the payments list', () => {
  it('runs POST /api/cobrancas/gerar and shows its answer', async () => {
    const user = userEvent.setup();
    signedInAs('administrador');
    api.answer = (req) => (req.method === 'POST' && req.path === '/api/cobrancas/gerar' ? { status: 200, body: { mensagem: '3 cobranças geradas', pagamentos: [] } } : listOf([]));
    open();
    await user.click(await screen.findByRole('button', { name: 'Gerar cobranças agora' }));
    expect(await screen.findByText('3 cobranças geradas')).toBeInTheDocument();
    const posts = api.seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/cobrancas/gerar']);
    // every POST carries its Idempotency-Key
    expect(posts[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('is not shown to financeiro', async () => {
    signedInAs('financeiro');
    api.answer = () => listOf([]);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Pagamentos' });
    expect(screen.queryByRole('button', { name: 'Gerar cobranças agora' })).not.toBeInTheDocument();
  });
});
