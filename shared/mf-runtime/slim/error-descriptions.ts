// Stands in for @module-federation/error-codes' desc tables in the shell's build (issue 17): their English
// sentences are ~0.35 KB gzip of the first load. A message keeps its code (#RUNTIME-008) and the link to the page
// that explains it, which getShortErrorMsg adds.
const described: Record<string, string> = new Proxy({}, { get: () => 'Module Federation error, explained at the link below' });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
