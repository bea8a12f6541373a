export function compressDist(dir: string, options?: { cacheDir?: string }): Promise<number>;
