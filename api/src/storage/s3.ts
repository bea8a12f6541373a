import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { checkKey, type Storage } from './storage';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Files in an S3-compatible bucket (AWS, MinIO, R2…), which several instances share. */
export function s3Storage(config: S3Config): Storage & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    // path-style (endpoint/bucket/key): what MinIO and other self-hosted stores answer without DNS per bucket
    forcePathStyle: true,
    // checksums only where S3 requires them: the SDK's default (a CRC trailer in aws-chunked bodies) is refused by
    // many S3-compatible stores, s3rver among them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const Bucket = config.bucket;
  return {
    description: `s3 ${config.endpoint}/${Bucket}`,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
