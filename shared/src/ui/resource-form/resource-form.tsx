import { Alert, Box, Button, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { ErrorAlert } from '../load-error';
import { RegistroNaoEncontrado } from '../not-found';
import { Loading } from '../loading';
import { Historico } from '../historico/historico';
import { FormField } from './form-field';
import { useEditController, type EditControllerOptions, type EditControllerTexts } from './use-edit-controller';

export { REDIRECT_AFTER_SAVE_MS } from './use-edit-controller';

export type ResourceFormTexts = EditControllerTexts;

export interface ResourceFormProps<Row, Schema extends z.ZodType<FieldValues, FieldValues>> extends EditControllerOptions<Row, Schema> {
  title: string;
  submitLabel?: string;
}

/** The generic create/edit form: the view of useEditController (labelled fields, the 412 notice, Cancelar and Salvar). */
export function ResourceForm<Row, Schema extends z.ZodType<FieldValues, FieldValues>>(props: ResourceFormProps<Row, Schema>) {
  const { form, listPath, loading, loadFailed, notFound, stale, reload, reloading, submit, submitting, saved, inlineErrors, hasInlineError } = useEditController(props);
  const idPrefix = useId().replace(/:/g, '');

  if (loading) return <Loading />;
  if (loadFailed && notFound) return <RegistroNaoEncontrado listPath={listPath} />;
  if (loadFailed) {
    return (
      <ErrorAlert message={props.texts.loadError}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={listPath}>Voltar</RouterLink>
        </Button>
      </ErrorAlert>
    );
  }

  return (
    <Box>
      <Heading as="h1" mb="4">
        {props.title}
      </Heading>
      {/* 44 px targets, as every control of the app: a finger at the car types into these */}
      <Box asChild bg="bg.panel" borderRadius="l2" borderWidth="1px" p={{ base: '4', md: '6' }} css={{ '& input:not([type=checkbox]):not([type=radio]), & select, & button, & a': { minHeight: '44px' } }}>
        <form noValidate onSubmit={submit}>
          {stale ? (
            <Alert.Root status="warning" role="alert" mb="4" alignItems="center" flexWrap="wrap" gap="3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{stale}</Alert.Description>
              </Alert.Content>
              <Button variant="outline" minH="11" loading={reloading} onClick={() => void reload()}>
                Recarregar
              </Button>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {props.fields.map((field) => (
              <FormField key={field.name} field={field} form={form} idPrefix={idPrefix} inlineError={inlineErrors[field.name] ?? null} />
            ))}
          </SimpleGrid>
          {/* 44 px targets, as every action of the app (a finger at the car) */}
          <Flex gap="3" justify="end" mt="6">
            <Button asChild variant="outline" minH="11">
              <RouterLink to={listPath}>Cancelar</RouterLink>
            </Button>
            <Button type="submit" colorPalette="primary" loading={submitting} disabled={submitting || saved || hasInlineError}>
              {props.submitLabel ?? 'Salvar'}
            </Button>
          </Flex>
        </form>
      </Box>
      {props.id !== undefined && props.id !== null && props.id !== '' ? <Historico entidade={props.resource.name} id={props.id} fields={props.fields} /> : null}
    </Box>
  );
}
