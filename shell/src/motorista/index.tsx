// The driver's page (issue 37) is a page of its own, /motorista.html: the staff's app never carries its code.
// The async boundary lets Module Federation negotiate the shared react/react-dom/@frota/shared first.
import('./bootstrap');
