import { Route, Routes } from '@frota/shared';
import { contratoEdicao, contratoScreens } from '../contratos/contrato-screens';
import { EncerrarContrato } from '../contratos/encerrar-contrato';
import { SemanasKmDoContrato } from '../contratos/semanas-km-do-contrato';
import { VistoriasDoContrato } from '../contratos/vistorias-do-contrato';

const { List, Create } = contratoScreens;
const { Edit } = contratoEdicao;

/** Mounted by the shell at /contratos/*: list, novo, :id/editar (with its weeks' km on a franchise, its vistorias and "Encerrar contrato" while ativo). */
export default function Contratos() {
  return (
    <Routes>
      <Route index element={<List />} />
      <Route path="novo" element={<Create />} />
      <Route
        path=":id/editar"
        element={
          <>
            <Edit />
            <SemanasKmDoContrato />
            <VistoriasDoContrato />
            <EncerrarContrato />
          </>
        }
      />
    </Routes>
  );
}
