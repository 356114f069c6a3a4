import { createHash, createHmac } from "node:crypto";

const hmac = (key: string | Buffer, text: string) =>
  createHmac("sha256", key).update(text).digest();
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Whether a request signed in its query string (a presigned URL) bears the signature AWS
 * Signature Version 4 gives it with `secretAccessKey`: recomputed here from the request as it
 * arrived (method, path, query, signed headers), independently of the AWS SDK that signed it.
 * Expiry is not checked here (s3rver checks it). `path` is the raw path and query.
 */
export function isPresignedRequestValid(
  request: { method: string; path: string; headers: Record<string, string | string[] | undefined> },
  secretAccessKey: string,
): boolean {
  const url = new URL(request.path, "http://placeholder");
  const query = url.searchParams;
  const signature = query.get("X-Amz-Signature");
  const amzDate = query.get("X-Amz-Date") ?? "";
  const [, ...scopeParts] = (query.get("X-Amz-Credential") ?? "").split("/");
  const signedHeaders = (query.get("X-Amz-SignedHeaders") ?? "").split(";");
  const canonicalQuery = [...query]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? "").trim()}\n`)
    .join("");
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = scopeParts.join("/");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const [day = "", region = "", service = ""] = scopeParts;
  let key = hmac(`AWS4${secretAccessKey}`, day);
  for (const part of [region, service, "aws4_request"]) key = hmac(key, part);
  return signature === createHmac("sha256", key).update(stringToSign).digest("hex");
}
