import { satisfies } from 'semver';
import {
  declarationProblem,
  REMOTE_NAMES,
  RELEASE_TEXTS,
  type ActiveDeclaration,
  type DeclaredRemote,
  VERSAO_EMBUTIDA,
  type Release,
  type ReleaseAtiva,
  type RemoteName,
  type RemoteReleases,
} from '@frota/shared/domain';
import type { Db } from '../db/client';
import { PG, pgError } from '../db/errors';
import { conflict, HttpException, notFound } from '../http/errors';
import type { Autor } from '../auditoria/registrar';
import { runWrite } from '../crud/write-path';
import { embeddedDist, embeddedDistDir, exposedModules, folderHash, readDeclaration, readReleaseJson, releaseFolder } from './folder';
import { acharAtivacao, acharRelease, empilhar, inserirRelease, listarReleases, topos, travarAtivacoes, type ReleaseRow, type Topo } from './repository';

/** What the registry needs of the deployment. */
export interface Deployment {
  /** the kit version of the shell this server serves */
  kit: string;
  webRoot: string;
  releasesDir: string;
}

export const compativel = (faixa: string | null, kit: string): boolean => faixa === null || satisfies(kit, faixa);

function comoRelease(row: ReleaseRow, kit: string): Release {
  return {
    versao: row.versao,
    hash: row.hash,
    faixa_shared: row.faixa_shared,
    criada_em: row.criada_em.toISOString(),
    autor: row.autor,
    compativel: compativel(row.faixa_shared, kit),
  };
}

async function embutida(remote: RemoteName, webRoot: string): Promise<Release> {
  const dist = await embeddedDist(webRoot, remote);
  return { versao: VERSAO_EMBUTIDA, hash: dist.hash, faixa_shared: null, criada_em: dist.criada_em, autor: null, compativel: true };
}

/** The version below the active one: the row below on the stack, else "embutida" under anything but itself. */
function versaoAnterior(topo: Topo | undefined): string | null {
  if (!topo) return null;
  if (topo.anterior_versao !== null) return topo.anterior_versao;
  return topo.versao === VERSAO_EMBUTIDA ? null : VERSAO_EMBUTIDA;
}

/** GET /api/releases: each remote's active version, what "Reverter" goes back to, and every version. */
export async function remoteReleases(db: Db, impl: Deployment, only?: RemoteName): Promise<RemoteReleases[]> {
  const [rows, ativas] = await Promise.all([listarReleases(db, only), topos(db, only)]);
  return Promise.all(
    (only ? [only] : REMOTE_NAMES).map(async (remote) => {
      const disponiveis = [...rows.filter((r) => r.remote === remote).map((r) => comoRelease(r, impl.kit)), await embutida(remote, impl.webRoot)];
      const porVersao = (versao: string | null) => (versao === null ? null : (disponiveis.find((r) => r.versao === versao) ?? null));
      const topo = ativas.get(remote);
      return { remote, ativa: porVersao(topo?.versao ?? VERSAO_EMBUTIDA)!, anterior: porVersao(versaoAnterior(topo)), disponiveis };
    }),
  );
}

// a published folder never changes: its declaration is read once
const publishedDeclarations = new Map<string, Promise<DeclaredRemote | null>>();

/** The screens a version of a remote declares; a folder without a valid screens.json declares none. */
export async function declarationOf(impl: Deployment, remote: RemoteName, versao: string, hash: string | null): Promise<DeclaredRemote> {
  const none = { remote, screens: [] };
  if (versao === VERSAO_EMBUTIDA) return (await readDeclaration(embeddedDistDir(impl.webRoot, remote))) ?? none;
  const pasta = releaseFolder(impl.releasesDir, remote, versao, hash ?? '');
  let lida = publishedDeclarations.get(pasta);
  if (!lida) publishedDeclarations.set(pasta, (lida = readDeclaration(pasta)));
  return (await lida) ?? none;
}

/** The built-in dists' declarations: what the shell shows while the registry cannot be read. */
export function embeddedDeclarations(impl: Deployment): Promise<DeclaredRemote[]> {
  return Promise.all(REMOTE_NAMES.map((remote) => declarationOf(impl, remote, VERSAO_EMBUTIDA, null)));
}

/** What /config.json says of each remote: its entry URL, its active version and the screens that version declares. */
export async function remotesConfig(
  db: Db,
  impl: Deployment,
  embutidas: Record<RemoteName, string>,
): Promise<{ remotes: Record<RemoteName, string>; releases: Record<RemoteName, ReleaseAtiva>; declarations: DeclaredRemote[] }> {
  const lista = await remoteReleases(db, impl);
  const remotes = { ...embutidas };
  const ativas = {} as Record<RemoteName, ReleaseAtiva>;
  for (const { remote, ativa } of lista) {
    if (ativa.versao !== VERSAO_EMBUTIDA) remotes[remote] = `/published/${remote}/${ativa.versao}+${ativa.hash}/remoteEntry.js`;
    ativas[remote] = { versao: ativa.versao, hash: ativa.hash, faixaShared: ativa.faixa_shared, criadaEm: ativa.criada_em };
  }
  const declarations = await Promise.all(lista.map(({ remote, ativa }) => declarationOf(impl, remote, ativa.versao, ativa.hash)));
  return { remotes, releases: ativas, declarations };
}

/** 409 when the shell could not show `versao` of `remote` beside the other remotes' active versions. */
async function conferirDeclaracao(tx: Db, impl: Deployment, remote: RemoteName, versao: string, hash: string | null): Promise<void> {
  const ativas = await topos(tx);
  const outras: ActiveDeclaration[] = await Promise.all(
    REMOTE_NAMES.filter((r) => r !== remote).map(async (r) => {
      const topo = ativas.get(r);
      const v = topo?.versao ?? VERSAO_EMBUTIDA;
      const h = v === VERSAO_EMBUTIDA ? null : ((await acharRelease(tx, r, v))?.hash ?? null);
      return { declaration: await declarationOf(impl, r, v, h), name: v === VERSAO_EMBUTIDA ? r : `${r} ${v}` };
    }),
  );
  const name = versao === VERSAO_EMBUTIDA ? remote : `${remote} ${versao}`;
  const problema = declarationProblem({ declaration: await declarationOf(impl, remote, versao, hash), name }, outras);
  if (problema) throw conflict(RELEASE_TEXTS.naoAtivavel(problema));
}

export function knownRemote(remote: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw notFound();
  return remote as RemoteName;
}

/** POST /api/releases/{remote}: registers a folder `pnpm release` wrote, after checking it is what it says. */
export async function publicar(db: Db, impl: Deployment, remote: RemoteName, pedido: { versao: string; hash: string }, autor: Autor): Promise<Release> {
  const { versao, hash } = pedido;
  const jaPublicada = () => conflict(RELEASE_TEXTS.versaoJaPublicada(remote, versao));
  if (await acharRelease(db, remote, versao)) throw jaPublicada();
  const pasta = releaseFolder(impl.releasesDir, remote, versao, hash);
  const json = await readReleaseJson(pasta);
  const confere = json !== null && json.remote === remote && json.versao === versao && json.hash === hash && (await folderHash(pasta)) === hash;
  if (!confere) throw new HttpException(422, RELEASE_TEXTS.pastaInvalida(remote, versao));
  const declaracao = await readDeclaration(pasta);
  if (declaracao?.remote !== remote) throw new HttpException(422, RELEASE_TEXTS.semTelas(remote, versao));
  const expostos = await exposedModules(pasta);
  const naoExposta = declaracao.screens.find((s) => !expostos?.includes(s.expose));
  if (naoExposta) throw new HttpException(422, RELEASE_TEXTS.telaNaoExposta(remote, versao, naoExposta.expose));
  try {
    return await runWrite(db, { autor }, async ({ tx, audit }) => {
      const id = await inserirRelease(tx, { remote, versao, hash, faixa_shared: json.faixa_shared ?? null, criada_em: new Date(json.criada_em), autor_id: autor.usuarioId! });
      const row = (await acharRelease(tx, remote, versao))!;
      await audit({ acao: 'release_publicada', entidade: 'releases', registroId: id, depois: { ...row } });
      return comoRelease(row, impl.kit);
    });
  } catch (err) {
    // another request registered it since the check above
    if (pgError(err)?.code === PG.uniqueViolation) throw jaPublicada();
    throw err;
  }
}

/** POST /api/releases/{remote}/ativar: pushes the version above the active one; the active one again changes nothing. */
export async function ativar(db: Db, impl: Deployment, remote: RemoteName, pedido: { versao: string; forcar?: boolean }, autor: Autor): Promise<RemoteReleases> {
  const { versao } = pedido;
  await runWrite(db, { autor }, async ({ tx, audit }) => {
    await travarAtivacoes(tx);
    const release = versao === VERSAO_EMBUTIDA ? null : await acharRelease(tx, remote, versao);
    if (versao !== VERSAO_EMBUTIDA && !release) throw notFound(RELEASE_TEXTS.versaoDesconhecida(remote, versao));
    const topo = (await topos(tx, remote)).get(remote);
    const ativa = topo?.versao ?? VERSAO_EMBUTIDA;
    if (ativa === versao) return;
    const faixa = release?.faixa_shared ?? null;
    if (!pedido.forcar && !compativel(faixa, impl.kit)) throw conflict(RELEASE_TEXTS.incompativel(remote, versao, faixa!, impl.kit));
    await conferirDeclaracao(tx, impl, remote, versao, release?.hash ?? null);
    await empilhar(tx, { remote, versao, anterior_id: topo?.id ?? null, acao: 'ativar', usuario_id: autor.usuarioId });
    await audit({
      acao: 'release_ativada',
      entidade: 'releases',
      registroId: release?.id ?? null,
      antes: { remote, versao: ativa },
      depois: { remote, versao, forcar: pedido.forcar === true },
    });
  });
  return (await remoteReleases(db, impl, remote))[0]!;
}

/** POST /api/releases/{remote}/reverter: back to the version below the active one (a copy of it tops the stack). */
export async function reverter(db: Db, impl: Deployment, remote: RemoteName, autor: Autor): Promise<RemoteReleases> {
  await runWrite(db, { autor }, async ({ tx, audit }) => {
    await travarAtivacoes(tx);
    const topo = (await topos(tx, remote)).get(remote);
    const destino = versaoAnterior(topo);
    if (!topo || destino === null) throw conflict(RELEASE_TEXTS.semAnterior(remote));
    const abaixo = topo.anterior_id === null ? null : await acharAtivacao(tx, topo.anterior_id);
    const release = destino === VERSAO_EMBUTIDA ? null : await acharRelease(tx, remote, destino);
    await conferirDeclaracao(tx, impl, remote, destino, release?.hash ?? null);
    await empilhar(tx, { remote, versao: destino, anterior_id: abaixo?.anterior_id ?? null, acao: 'reverter', usuario_id: autor.usuarioId });
    await audit({
      acao: 'release_revertida',
      entidade: 'releases',
      registroId: release?.id ?? null,
      antes: { remote, versao: topo.versao },
      depois: { remote, versao: destino },
    });
  });
  return (await remoteReleases(db, impl, remote))[0]!;
}
