import sharp, { type Sharp } from 'sharp';

export const MINIATURA_LADO = 320;

/** A photo at most `lado` px on its long side, turned as its EXIF says, never enlarged. */
export function reduzir(original: Buffer, lado: number = MINIATURA_LADO): Sharp {
  return sharp(original).rotate().resize(lado, lado, { fit: 'inside', withoutEnlargement: true });
}
