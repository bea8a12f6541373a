import { renderStandalone } from '@frota/shared';
import { REMOTES } from '../../../shared/mf.config';
import screens from '../screens';

// The remote alone, its declared screens at the paths the shell mounts them.
renderStandalone(REMOTES.motorista.name, screens, (expose) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposes/${expose}.tsx`));
