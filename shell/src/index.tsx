// The async boundary lets Module Federation negotiate the shared react/react-dom/@frota/shared first.
import('./bootstrap');
