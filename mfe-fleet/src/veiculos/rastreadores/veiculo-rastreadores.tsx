import { Button, Link, MSG, ResourceList, VeiculoHeader, entityTexts, rastreadores, useParams, type Column, type CsvKey, type Rastreador, withReturnTo } from '@frota/shared';
import { rastreadorColumns } from '../../rastreadores/rastreador-screens';

// the SPEC's table (id, purchase date, current km); a phone's card leads with the device and its code instead of the id
const columns: Column<Rastreador>[] = [
  { ...rastreadorColumns.dispositivo, table: false },
  { ...rastreadorColumns.codigo, table: false },
  { key: 'id', label: 'ID', sortable: true },
  rastreadorColumns.dataCompra,
  rastreadorColumns.kmAtual,
  rastreadorColumns.ultimoContato,
];
// the CSV has the table's columns
const CSV_COLUMNS: CsvKey<'rastreadores'>[] = ['id', 'data_compra', 'km_atual'];

const texts = { title: 'Rastreadores do veículo', empty: MSG.nenhumRastreadorVeiculo, loadError: entityTexts.rastreadores.loadListError };

/** /veiculos/:id/rastreadores: the trackers of one vehicle, asked of the server with ?veiculo_id= (SPEC §2). */
export function VeiculoRastreadores() {
  const { id = '' } = useParams();
  return (
    <>
      <VeiculoHeader titulo={texts.title} id={id}>
        <Button asChild variant="outline">
          <Link to={`/veiculos/${id}/relatorio`}>Voltar ao relatório</Link>
        </Button>
      </VeiculoHeader>
      <ResourceList
        resource={rastreadores}
        columns={columns}
        texts={texts}
        filters={{ veiculo_id: id }}
        rowLabel={(r) => `rastreador ${r.id}`}
        editPath={(r) => withReturnTo(`/rastreadores/${r.id}/editar`, `/veiculos/${id}/rastreadores`)}
        searchable={false}
        hideTitle
        exportFileName={`rastreadores-veiculo-${id}.csv`}
        exportColumns={CSV_COLUMNS}
      />
    </>
  );
}
