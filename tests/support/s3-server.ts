import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { isPresignedRequestValid } from "./presigned-url-check";

/** An S3-compatible server of the test's own, with one empty bucket. */
export interface TestS3Server {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  bucket: string;
  /** The shop's environment for this bucket (S3_BUCKET, S3_ENDPOINT, …, path style). */
  env: NodeJS.ProcessEnv;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and headers, read with the SDK (signed, as the shop reads). */
  object(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }>;
  close(): Promise<void>;
}

const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * Starts s3rver (key and secret "S3RVER") on a free port of 127.0.0.1, keeping its objects in a
 * temporary folder removed on close. Like a private bucket, it refuses requests that are not
 * signed (403), and a presigned URL whose Signature Version 4 signature is wrong: s3rver itself
 * checks expiry and the key but not that signature.
 */
export async function startS3Server(bucket = "loris-media"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "loris-s3-"));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const answer = s3rver.callback();
  const server = http.createServer((request, response) => {
    const raw = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      headers: request.headers,
    };
    const isPresigned = raw.path.includes("X-Amz-Signature=");
    const isSigned = isPresigned
      ? isPresignedRequestValid(raw, credentials.secretAccessKey)
      : request.headers.authorization !== undefined;
    if (isSigned) return answer(request, response);
    response
      .writeHead(403, { "content-type": "application/xml" })
      .end("<Error><Code>AccessDenied</Code></Error>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    object: async (key) => {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = Buffer.from(await got.Body!.transformToByteArray());
      return { bytes, contentType: got.ContentType, cacheControl: got.CacheControl };
    },
    close: async () => {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
