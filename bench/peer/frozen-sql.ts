// The peer's SQL, frozen on 2026-11-27 (issue 20): what the API's dashboard, report and alert functions sent
// that day, captured from drizzle's dialect. The peer no longer imports our code, so what we change cannot speed
// it up or slow it down. Each statement takes its parameters from `p`: today's instant, an id, the alert intervals.

export interface Params {
  agora: string;
  id: number;
  km: number;
  dias: number;
}

interface Statement {
  text: string;
  values: (p: Params) => unknown[];
}

export const DASHBOARD_RESUMO: Statement = {
  text: `select
        (select count(*) from "veiculos")::int as "totalVeiculos",
        (select count(distinct "contratos"."veiculo_id") from "contratos" where "contratos"."status_contrato" = 'ativo')::int as "veiculosAtivos",
        m.total::int as "totalMotoristas",
        m.ativos::int as "motoristasAtivos",
        (select count(*) from "multas" where "multas"."data_multa" >= (date_trunc('month', ($1::timestamptz at time zone $2)::date)::date::timestamp at time zone $3)
          and "multas"."data_multa" < ((date_trunc('month', ($4::timestamptz at time zone $5)::date)::date + interval '1 month')::timestamp at time zone $6))::int as "multasMes",
        (select count(*) from "sinistros" where "sinistros"."data_sinistro" >= date_trunc('month', ($7::timestamptz at time zone $8)::date)::date and "sinistros"."data_sinistro" < (date_trunc('month', ($9::timestamptz at time zone $10)::date)::date + interval '1 month')::date)::int as "sinistrosMes",
        (select coalesce(sum("manutencoes"."custo"), 0) from "manutencoes"
          where "manutencoes"."status_atual" = 'finalizada' and "manutencoes"."data_manutencao" >= date_trunc('month', ($11::timestamptz at time zone $12)::date)::date and "manutencoes"."data_manutencao" < (date_trunc('month', ($13::timestamptz at time zone $14)::date)::date + interval '1 month')::date)::float8 as "totalGastoManutencoes",
        (select coalesce(json_agg(p.linha order by p.data_manutencao, p.id), '[]'::json) from (
      select m.id, m.data_manutencao, json_build_object(
          'id', m.id,
          'veiculo_id', m.veiculo_id,
          'veiculo', json_build_object('id', v.id, 'placa', v.placa, 'modelo', v.modelo, 'marca', v.marca),
          'data_manutencao', to_char(m.data_manutencao, 'YYYY-MM-DD'),
          'tipo_manutencao', m.tipo_manutencao,
          'quilometragem', m.quilometragem,
          'custo', m.custo::float8
        ) as linha
      from "manutencoes" m join "veiculos" v on v.id = m.veiculo_id
      where m.status_atual = 'agendada' 
      order by m.data_manutencao, m.id
      limit $15
    ) p) as "proximasManutencoes",
        a.valor::float8 as "valorEmAtraso",
        a.motoristas::int as "motoristasEmAtraso"
      from (select count(*) as total, count(*) filter (where "motoristas"."status" = 'ativo') as ativos from "motoristas") m,
        (select coalesce(sum(p.saldo), 0) as valor, count(distinct c.motorista_id) as motoristas
    from pagamentos p join contratos c on c.id = p.contrato_id
    where p.status_pagamento in ('pendente', 'atrasado') and p.data_prevista < ($16::timestamptz at time zone $17)::date and p.saldo > 0) a`,
  values: (p) => [p.agora, 'America/Sao_Paulo', 'America/Sao_Paulo', p.agora, 'America/Sao_Paulo', 'America/Sao_Paulo', p.agora, 'America/Sao_Paulo', p.agora, 'America/Sao_Paulo', p.agora, 'America/Sao_Paulo', p.agora, 'America/Sao_Paulo', 20, p.agora, 'America/Sao_Paulo'],
};

/**
 * The owner's month (issue 33), written on 2026-11-29 the way a plain Express API would: on the tables, a day series
 * for the occupancy, no views or triggers of ours.
 */
export const DASHBOARD_MES: Statement = {
  text: `with h as (select ($1::timestamptz at time zone 'America/Sao_Paulo')::date as hoje)
    select
      (select coalesce(sum(r.valor), 0) from recebimentos r join pagamentos p on p.id = r.pagamento_id, h
        where p.tipo <> 'caucao' and r.data_pagamento >= date_trunc('month', h.hoje)::date
          and r.data_pagamento < (date_trunc('month', h.hoje) + interval '1 month')::date)::float8 as "recebidoMes",
      (select coalesce(sum(p.saldo), 0) from pagamentos p, h
        where p.status_pagamento in ('pendente', 'atrasado') and p.saldo > 0
          and p.data_prevista >= h.hoje and p.data_prevista <= date_trunc('week', h.hoje)::date + 6)::float8 as "aReceberSemana",
      (select coalesce((select count(*) filter (where exists (select 1 from contratos c where c.veiculo_id = v.id
            and c.status_contrato <> 'cancelado' and c.data_inicio <= d.dia and (c.status_contrato = 'ativo' or c.data_fim >= d.dia)))::float8
          / nullif(count(*), 0)
        from veiculos v join generate_series(date_trunc('month', h.hoje)::date, h.hoje, interval '1 day') d(dia) on v.data_aquisicao <= d.dia), 0)
        from h)::float8 as "ocupacaoMes",
      ((select coalesce(sum(r.valor) filter (where p.tipo = 'caucao'), 0) - coalesce(sum(r.valor) filter (where r.forma_pagamento = 'caucao'), 0)
        from recebimentos r join pagamentos p on p.id = r.pagamento_id)
        - (select coalesce(sum(caucao_devolvida), 0) from contratos))::float8 as "caucaoEmCustodia"`,
  values: (p) => [p.agora],
};

export const DASHBOARD_MANUTENCAO: Statement = {
  text: `with estado as (
    select "veiculos"."id" as veiculo_id, k.km_atual,
      coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_referencia,
      k.km_atual - coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_rodados,
      greatest(($1::timestamptz at time zone $2)::date - coalesce(s.data_manutencao, "veiculos"."data_aquisicao"), 0) as dias
    from "veiculos"
    cross join lateral (select greatest(
  "veiculos"."quilometragem_inicial",
  (select max("rastreadores"."km_atual") from "rastreadores" where "rastreadores"."veiculo_id" = "veiculos"."id"),
  (select max("manutencoes"."quilometragem") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada')
) as km_atual) k
    left join lateral (
      select m.quilometragem, m.data_manutencao from "manutencoes" m
      where m.veiculo_id = "veiculos"."id" and m.status_atual = 'finalizada' and m.tipo_manutencao in ('revisao', 'preventiva')
      order by m.data_manutencao desc, m.quilometragem desc, m.id desc
      limit 1
    ) s on true
    )
        select "veiculos"."id" as id, "veiculos"."placa" as placa, "veiculos"."modelo" as modelo, "veiculos"."marca" as marca,
          a.tipo_alerta as tipo, e.km_atual as quilometragem, e.km_referencia + $3 as alerta, e.dias as dias
        from "alertas_manutencao" a
        join "veiculos" on "veiculos"."id" = a.veiculo_id
        join estado e on e.veiculo_id = a.veiculo_id
        where a.status = 'ativo'
        order by e.km_rodados desc, "veiculos"."placa", a.tipo_alerta`,
  values: (p) => [p.agora, 'America/Sao_Paulo', p.km],
};

export const DASHBOARD_SERIES: Statement = {
  text: `with semanas as (
          select (date_trunc('week', ($1::timestamptz at time zone $2)::date)::date - ($3::int - n) * 7) as inicio from generate_series(0, $4::int) n
        )
        select to_char(s.inicio, 'YYYY-MM-DD') as semana,
          coalesce(t.alugueis, 0)::float8 as alugueis,
          coalesce(t.manutencoes, 0)::float8 as manutencoes,
          coalesce(t.sinistros, 0)::float8 as sinistros,
          coalesce(t.ressarcimentos, 0)::float8 as ressarcimentos,
          -- 2026-11-29 (issue 33): the overdue amount of the week's charges in R$, where the count was
          (select coalesce(sum(p.saldo), 0) from pagamentos p
            where p.status_pagamento in ('pendente', 'atrasado') and p.saldo > 0
              and p.data_prevista < ($5::timestamptz at time zone $6)::date and p.data_prevista >= s.inicio and p.data_prevista < s.inicio + 7)::float8 as "emAtraso"
        from semanas s
        left join "totais_semanais" t on t.semana = s.inicio
        order by s.inicio`,
  values: (p) => [p.agora, 'America/Sao_Paulo', 11, 11, p.agora, 'America/Sao_Paulo'],
};

export const RELATORIO: Statement = {
  text: `with f as (select
      greatest(
  "veiculos"."quilometragem_inicial",
  (select max("rastreadores"."km_atual") from "rastreadores" where "rastreadores"."veiculo_id" = "veiculos"."id"),
  (select max("manutencoes"."quilometragem") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada')
) as km,
      coalesce((select sum("pagamentos"."valor_recebido") from "pagamentos"
        join "contratos" on "contratos"."id" = "pagamentos"."contrato_id"
        where "contratos"."veiculo_id" = "veiculos"."id" and "pagamentos"."tipo" = 'aluguel'), 0) as alugueis,
      coalesce((select sum("pagamentos"."valor_recebido") from "pagamentos"
        join "contratos" on "contratos"."id" = "pagamentos"."contrato_id"
        where "contratos"."veiculo_id" = "veiculos"."id" and "pagamentos"."tipo" in ('multa', 'sinistro')), 0) as ressarcido,
      coalesce((select sum("manutencoes"."custo") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada'), 0) as manutencoes,
      coalesce((select sum("multas"."valor_multa") from "multas"
        where "multas"."veiculo_id" = "veiculos"."id" and not "multas"."transferido_para_condutor"), 0) as multas,
      coalesce((select sum("sinistros"."custo_reparo") from "sinistros" where "sinistros"."veiculo_id" = "veiculos"."id"), 0) as sinistros,
      "veiculos"."valor_compra" as valor_compra,
      (select coalesce(json_agg(p.linha order by p.data_manutencao, p.id), '[]'::json) from (
      select m.id, m.data_manutencao, json_build_object(
          'id', m.id,
          'veiculo_id', m.veiculo_id,
          'veiculo', json_build_object('id', v.id, 'placa', v.placa, 'modelo', v.modelo, 'marca', v.marca),
          'data_manutencao', to_char(m.data_manutencao, 'YYYY-MM-DD'),
          'tipo_manutencao', m.tipo_manutencao,
          'quilometragem', m.quilometragem,
          'custo', m.custo::float8
        ) as linha
      from "manutencoes" m join "veiculos" v on v.id = m.veiculo_id
      where m.status_atual = 'agendada' and m.veiculo_id = "veiculos"."id"
      order by m.data_manutencao, m.id
      
    ) p) as proximas
    from "veiculos" where "veiculos"."id" = $1), r as (select f.*, alugueis + ressarcido - manutencoes - sinistros - multas as lucro from f)
      select km, alugueis::float8 as alugueis, manutencoes::float8 as manutencoes, multas::float8 as multas,
        sinistros::float8 as sinistros, ressarcido::float8 as ressarcido, lucro::float8 as lucro, valor_compra::float8 as valor_compra,
        round(lucro * 100 / nullif(valor_compra, 0), 2)::float8 as percentual, proximas
      from r`,
  values: (p) => [p.id],
};

export const ALERTAS_RESOLVER: Statement = {
  text: `with devidos as (
    with estado as (
    select "veiculos"."id" as veiculo_id, k.km_atual,
      coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_referencia,
      k.km_atual - coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_rodados,
      greatest(($1::timestamptz at time zone $2)::date - coalesce(s.data_manutencao, "veiculos"."data_aquisicao"), 0) as dias
    from "veiculos"
    cross join lateral (select greatest(
  "veiculos"."quilometragem_inicial",
  (select max("rastreadores"."km_atual") from "rastreadores" where "rastreadores"."veiculo_id" = "veiculos"."id"),
  (select max("manutencoes"."quilometragem") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada')
) as km_atual) k
    left join lateral (
      select m.quilometragem, m.data_manutencao from "manutencoes" m
      where m.veiculo_id = "veiculos"."id" and m.status_atual = 'finalizada' and m.tipo_manutencao in ('revisao', 'preventiva')
      order by m.data_manutencao desc, m.quilometragem desc, m.id desc
      limit 1
    ) s on true
    where "veiculos"."id" in ($3))
    select veiculo_id, 'quilometragem' as tipo_alerta, km_rodados, dias from estado where km_rodados >= $4
    union all
    select veiculo_id, 'tempo' as tipo_alerta, km_rodados, dias from estado where dias >= $5)
      update alertas_manutencao a set status = 'resolvido', resolvido_em = $6::timestamptz, updated_at = now()
      where a.status = 'ativo' and a.veiculo_id in ($7)
        and not exists (select 1 from devidos d where d.veiculo_id = a.veiculo_id and d.tipo_alerta = a.tipo_alerta)
      returning a.id`,
  values: (p) => [p.agora, 'America/Sao_Paulo', p.id, p.km, p.dias, p.agora, p.id],
};

export const ALERTAS_ATUALIZAR: Statement = {
  text: `with devidos as (
    with estado as (
    select "veiculos"."id" as veiculo_id, k.km_atual,
      coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_referencia,
      k.km_atual - coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_rodados,
      greatest(($1::timestamptz at time zone $2)::date - coalesce(s.data_manutencao, "veiculos"."data_aquisicao"), 0) as dias
    from "veiculos"
    cross join lateral (select greatest(
  "veiculos"."quilometragem_inicial",
  (select max("rastreadores"."km_atual") from "rastreadores" where "rastreadores"."veiculo_id" = "veiculos"."id"),
  (select max("manutencoes"."quilometragem") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada')
) as km_atual) k
    left join lateral (
      select m.quilometragem, m.data_manutencao from "manutencoes" m
      where m.veiculo_id = "veiculos"."id" and m.status_atual = 'finalizada' and m.tipo_manutencao in ('revisao', 'preventiva')
      order by m.data_manutencao desc, m.quilometragem desc, m.id desc
      limit 1
    ) s on true
    where "veiculos"."id" in ($3))
    select veiculo_id, 'quilometragem' as tipo_alerta, km_rodados, dias from estado where km_rodados >= $4
    union all
    select veiculo_id, 'tempo' as tipo_alerta, km_rodados, dias from estado where dias >= $5)
      update alertas_manutencao a set quilometragem_alerta = d.km_rodados, dias_alerta = d.dias, updated_at = now()
      from devidos d
      where a.status = 'ativo' and a.veiculo_id = d.veiculo_id and a.tipo_alerta = d.tipo_alerta
        and (a.quilometragem_alerta <> d.km_rodados or a.dias_alerta <> d.dias)`,
  values: (p) => [p.agora, 'America/Sao_Paulo', p.id, p.km, p.dias],
};

export const ALERTAS_ABRIR: Statement = {
  text: `with devidos as (
    with estado as (
    select "veiculos"."id" as veiculo_id, k.km_atual,
      coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_referencia,
      k.km_atual - coalesce(s.quilometragem, "veiculos"."quilometragem_inicial") as km_rodados,
      greatest(($1::timestamptz at time zone $2)::date - coalesce(s.data_manutencao, "veiculos"."data_aquisicao"), 0) as dias
    from "veiculos"
    cross join lateral (select greatest(
  "veiculos"."quilometragem_inicial",
  (select max("rastreadores"."km_atual") from "rastreadores" where "rastreadores"."veiculo_id" = "veiculos"."id"),
  (select max("manutencoes"."quilometragem") from "manutencoes" where "manutencoes"."veiculo_id" = "veiculos"."id" and "manutencoes"."status_atual" = 'finalizada')
) as km_atual) k
    left join lateral (
      select m.quilometragem, m.data_manutencao from "manutencoes" m
      where m.veiculo_id = "veiculos"."id" and m.status_atual = 'finalizada' and m.tipo_manutencao in ('revisao', 'preventiva')
      order by m.data_manutencao desc, m.quilometragem desc, m.id desc
      limit 1
    ) s on true
    where "veiculos"."id" in ($3))
    select veiculo_id, 'quilometragem' as tipo_alerta, km_rodados, dias from estado where km_rodados >= $4
    union all
    select veiculo_id, 'tempo' as tipo_alerta, km_rodados, dias from estado where dias >= $5)
      insert into alertas_manutencao (veiculo_id, tipo_alerta, quilometragem_alerta, dias_alerta, status)
      select d.veiculo_id, d.tipo_alerta, d.km_rodados, d.dias, 'ativo' from devidos d
      where not exists (
        select 1 from alertas_manutencao a where a.status = 'ativo' and a.veiculo_id = d.veiculo_id and a.tipo_alerta = d.tipo_alerta
      )
      order by d.veiculo_id, d.tipo_alerta
      on conflict (veiculo_id, tipo_alerta) where status = 'ativo' do nothing
      returning id`,
  values: (p) => [p.agora, 'America/Sao_Paulo', p.id, p.km, p.dias],
};
