import { z } from 'zod';
import { REMOTE_NAMES } from '../entities';
import type { DeclaredRemote } from '../screens';

// Independent releases of the remotes (issue 19): a registry in the database, one active version per remote.

/** The remote's dist built with the shell and served at /remotes/<name>/: active until a release is activated. */
export const VERSAO_EMBUTIDA = 'embutida';

/** A release's version: semver without build metadata (the build hash goes beside it: `1.4.0+3f9a2c1`). */
export const versaoRelease = z
  .string()
  .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, { message: 'Versão inválida: use o formato 1.4.0.' })
  .max(64);

export const release = z.object({
  /** the release's version, or "embutida" */
  versao: z.string(),
  /** sha256 of the release's files, first 7 hex digits (for "embutida", of the built-in dist's sources) */
  hash: z.string().nullable(),
  /** the @frota/shared range the remote was built for; null for "embutida", built with the shell */
  faixa_shared: z.string().nullable(),
  /** ISO instant of the build */
  criada_em: z.string().nullable(),
  /** who published it (the user's name); null for "embutida" */
  autor: z.string().nullable(),
  /** whether faixa_shared admits the kit of the shell this server serves */
  compativel: z.boolean(),
});
export type Release = z.infer<typeof release>;

export const remoteReleases = z.object({
  remote: z.enum(REMOTE_NAMES),
  ativa: release,
  /** what "Reverter" goes back to; null when nothing was active before */
  anterior: release.nullable(),
  /** every version, newest first, "embutida" last */
  disponiveis: z.array(release),
});
export type RemoteReleases = z.infer<typeof remoteReleases>;

/** POST /api/releases/{remote}: registers a folder `pnpm release` wrote under RELEASES_DIR. */
export const publicarRelease = z.object({ versao: versaoRelease, hash: z.string().regex(/^[0-9a-f]{7}$/) });

/** POST /api/releases/{remote}/ativar */
export const ativarRelease = z.object({ versao: z.string().min(1).max(64), forcar: z.boolean().optional() });

/** What /config.json says of each remote's active version, beside its entry URL. */
export interface ReleaseAtiva {
  versao: string;
  hash: string | null;
  faixaShared: string | null;
  criadaEm: string | null;
}

export const RELEASE_TEXTS = {
  versaoJaPublicada: (remote: string, versao: string) => `A versão ${versao} de ${remote} já foi publicada; publique uma versão nova.`,
  versaoDesconhecida: (remote: string, versao: string) => `A versão ${versao} de ${remote} não foi publicada.`,
  incompativel: (remote: string, versao: string, faixa: string, kit: string) =>
    `A versão ${versao} de ${remote} precisa do kit ${faixa}, e o aplicativo em uso tem o ${kit}. Para ativar assim mesmo, use "forcar".`,
  semAnterior: (remote: string) => `${remote} não tem versão anterior para reverter.`,
  pastaInvalida: (remote: string, versao: string) => `A pasta da versão ${versao} de ${remote} não está em RELEASES_DIR ou não confere com o hash.`,
  semTelas: (remote: string, versao: string) => `A versão ${versao} de ${remote} não declara suas telas (screens.json ausente ou inválido).`,
  telaNaoExposta: (remote: string, versao: string, expose: string) => `A versão ${versao} de ${remote} declara a tela "${expose}", que ela não expõe.`,
  naoAtivavel: (problema: string) => `${problema} A versão não foi ativada.`,
  moduloIncompativel: 'Este módulo precisa de uma versão mais nova do aplicativo.',
  novaVersao: 'Nova versão disponível — recarregar',
} as const;

/** How the screens name each remote. */
export const REMOTE_LABELS = {
  fleet: 'Frota',
  finance: 'Financeiro',
  incidents: 'Ocorrências',
  alerts: 'Alertas',
  motorista: 'Página do motorista',
} as const satisfies Record<(typeof REMOTE_NAMES)[number], string>;

const route = z.string().max(200).regex(/^\/[a-z0-9-]+(\/(:[a-z_]+|[a-z0-9-]+))*(\/\*)?$/);

/** screens.json, as a remote's build writes it: checked when published; roles, icons and routes when activated. */
export const remoteDeclaration = z.object({
  remote: z.enum(REMOTE_NAMES),
  screens: z
    .array(
      z.object({
        expose: z.string().regex(/^[a-z][a-z0-9-]*$/).max(60),
        path: route,
        title: z.string().min(1).max(80).optional(),
        example: z.string().max(200).optional(),
        menu: z.object({ label: z.string().min(1).max(40), icon: z.string().max(40), group: z.string().max(40), order: z.number().int() }).optional(),
        roles: z.array(z.string().max(40)).max(10).optional(),
      }),
    )
    .max(100),
  titles: z.array(z.object({ path: route, title: z.string().min(1).max(80) })).max(100).optional(),
}) satisfies z.ZodType<DeclaredRemote>;
