import { PaginaNaoEncontrada } from '@frota/shared/base';

export const NotFoundPage = PaginaNaoEncontrada;
