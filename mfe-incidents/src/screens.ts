import { declareRemote } from '@frota/shared/domain';

// What incidents shows, read by the shell at run time: its registry entities' pages.
export default declareRemote('incidents');
