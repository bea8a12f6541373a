// Where a photo's files live in the storage, and the URL of its thumbnail.

export const chaveOriginal = (id: number) => `fotos/${String(id)}/original`;
export const chaveMiniatura = (id: number) => `fotos/${String(id)}/miniatura`;
export const miniaturaUrl = (id: number) => `/api/fotos/${String(id)}/miniatura`;
