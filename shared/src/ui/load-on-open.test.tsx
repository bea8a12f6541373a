import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstOpen } from './load-on-open';

describe('loadOnFirstOpen', () => {
  it('fetches the panel on the first open only, and keeps it rendered once closed', async () => {
    const load = vi.fn(async () => ({ default: ({ open }: { open?: boolean }) => <p>{open === false ? 'fechado' : 'aberto'}</p> }));
    const Painel = loadOnFirstOpen(load);
    const { rerender } = render(<Painel open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/aberto|fechado/)).toBeNull();

    rerender(<Painel open />);
    expect(await screen.findByText('aberto')).toBeInTheDocument();
    rerender(<Painel open={false} />);
    expect(screen.getByText('fechado')).toBeInTheDocument();
    rerender(<Painel open />);
    expect(screen.getByText('aberto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows what it is given for the closed state until the first open', async () => {
    const Painel = loadOnFirstOpen(
      async () => ({ default: ({ texto }: { open?: boolean; texto: string }) => <p>painel {texto}</p> }),
      ({ texto }) => <p>fechado {texto}</p>,
    );
    const { rerender } = render(<Painel open={false} texto="a" />);
    expect(screen.getByText('fechado a')).toBeInTheDocument();
    rerender(<Painel open texto="b" />);
    expect(await screen.findByText('painel b')).toBeInTheDocument();
    expect(screen.queryByText(/fechado/)).toBeNull();
  });

  it('counts a panel without `open` as open', async () => {
    const Painel = loadOnFirstOpen(async () => ({ default: () => <p>sempre</p> }));
    render(<Painel />);
    expect(await screen.findByText('sempre')).toBeInTheDocument();
  });
});
