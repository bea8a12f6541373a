import { DocumentoScreens } from '../documentos/documento-screens';

/** Mounted by the shell at /documentos/*: list, novo, :id/editar. */
export default function Documentos() {
  return <DocumentoScreens />;
}
